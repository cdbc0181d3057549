import { whenIdle } from '@peptide/ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';

/** A `React.lazy` component whose code can also be fetched before its first render. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code (once); later calls return the same promise. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload`, so a part shown only after an interaction or a timer (a sheet,
 * a modal, the toasts) leaves the page's first download and is fetched when the browser is idle
 * or the shopper shows intent, ready by the time it opens.
 *
 * @param load - imports the module and picks the component from it
 * @returns the lazy component, rendered inside a `Suspense`
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/**
 * Whether the browser has been idle once since this component mounted (false on the server and
 * in the hydrating render, so both agree).
 *
 * @remarks What renders because of it renders as a transition, in slices that leave the main
 *   thread free.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * Renders lazy children once the browser has been idle after hydration, or at once when `now`
 * (the shopper opened the part before that); nothing before. Mounted, they stay mounted, so a
 * sheet's exit animation and focus return still run when it closes.
 *
 * @param props.now - mount without waiting for idle
 * @param props.children - the lazy parts; nothing shows while their code loads
 */
export function Deferred({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const idle = useIdle();
  const [asked, setAsked] = useState(now);
  if (now && !asked) setAsked(true);
  if (!idle && !now && !asked) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
