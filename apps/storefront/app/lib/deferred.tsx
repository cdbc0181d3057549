import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
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
 * Runs `work` in a task of its own right after the current one, as React's scheduler yields: a
 * message, which neither a timer's clamping nor a test's paused clock holds back.
 *
 * @param work - what to run
 */
function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

/**
 * The events that say the shopper has started to use the page: a pointer or a key (a keyboard's
 * Tab comes as a key before the focus it moves). A focus alone is not one: the page moves focus
 * itself, into the age gate when it opens.
 */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `then` at the shopper's first interaction with the page (a pointer or a key), so a
 * part's code is on its way, or the part mounted, before the click that needs it lands.
 *
 * @param then - what to start; called once
 */
export function useOnFirstInteraction(then: (() => unknown) | undefined): void {
  useEffect(() => {
    if (!then) return;
    const warm = () => {
      stop();
      // In a task of its own, so the event's task (a tap's, a key's) stays short.
      inNextTask(() => void then());
    };
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, warm, true);
    };
    for (const type of INTERACTIONS) document.addEventListener(type, warm, true);
    return stop;
  }, [then]);
}

/**
 * Renders lazy children once `now` has been true (the shopper opened the part, its timer fired),
 * nothing before, so none of them runs while the page loads; their code alone can be fetched at
 * the shopper's first interaction with the page (`preload`). Mounted, they stay mounted, so a
 * sheet's exit animation and focus return still run when it closes.
 *
 * @param props.now - mount now
 * @param props.preload - fetches the children's code
 * @param props.children - the lazy parts; nothing shows while their code loads
 */
export function Deferred({
  now,
  preload,
  children,
}: {
  now: boolean;
  preload?: () => unknown;
  children: ReactNode;
}) {
  const [asked, setAsked] = useState(now);
  if (now && !asked) setAsked(true);
  useOnFirstInteraction(preload);
  if (!asked) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
