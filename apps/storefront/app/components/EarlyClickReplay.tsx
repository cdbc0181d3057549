import { type ReactNode, Suspense, useEffect, useId } from 'react';
import {
  EARLY_CLICK_ATTRIBUTE,
  forgetPart,
  keepEarlyClicks,
  partHydrated,
} from '../lib/earlyClicks';
import * as styles from './EarlyClickReplay.css';

// Listening starts when the module is evaluated, which is before the page hydrates.
keepEarlyClicks();

/**
 * A lazy part of a server-rendered page (its own Suspense boundary) that a shopper may click
 * before its code has arrived: that click is replayed on the same element once it has hydrated,
 * rather than lost.
 *
 * @param props.children - the lazy part; the server renders it whole
 */
export function EarlyClickReplay({ children }: { children: ReactNode }) {
  const part = useId();
  return (
    <div className={styles.part} {...{ [EARLY_CLICK_ATTRIBUTE]: part }}>
      <Suspense fallback={null}>
        {children}
        <Hydrated part={part} />
      </Suspense>
    </div>
  );
}

/** Renders nothing; its effect runs once the boundary around it has hydrated. */
function Hydrated({ part }: { part: string }) {
  useEffect(() => {
    partHydrated(part);
    return () => forgetPart(part);
  }, [part]);
  return null;
}
