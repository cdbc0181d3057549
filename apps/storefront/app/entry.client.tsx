import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** When hydration starts anyway if the browser has reported no contentful paint by then. */
const LATEST_START_MS = 3_000;

/**
 * Calls `start` once the browser has painted the server's HTML: at its first contentful paint
 * (at once in a hidden tab, which paints nothing; after a frame in a browser without paint
 * timing; after {@link LATEST_START_MS} at the latest).
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  setTimeout(once, LATEST_START_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

// Hydration, the page's longest task, waits until the page has painted, so that the first
// paint never waits for it.
afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
});
