import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How often a page showing a failure to load asks the backend again. */
export const RETRY_INTERVAL_MS = 5_000;

/**
 * While a page shows that its data failed (the commerce server was down or unreachable), asks
 * again every {@link RETRY_INTERVAL_MS}, when the window regains focus and when the browser
 * comes back online; once the backend answers the page shows its content, no reload needed.
 *
 * @param failed - whether the page shows a failure now
 * @param retry - how to ask again: a browser query's refetch; the page's loaders when omitted
 * @remarks A hidden tab does not poll; it retries when it is looked at again (focus). Loaders
 *   are re-run one revalidation at a time: a retry while the last one runs is skipped.
 */
export function useRetryWhileFailed(failed: boolean, retry?: () => void): void {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, retry });
  latest.current = { revalidator, retry };
  useEffect(() => {
    if (!failed) return;
    const again = () => {
      if (document.visibilityState !== 'visible') return;
      const { revalidator, retry } = latest.current;
      if (retry) retry();
      else if (revalidator.state === 'idle') void revalidator.revalidate();
    };
    const timer = setInterval(again, RETRY_INTERVAL_MS);
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
    };
  }, [failed]);
}

/** {@link useRetryWhileFailed} as an element, for the branch of a page that shows a failure. */
export function RetryWhileFailed() {
  useRetryWhileFailed(true);
  return null;
}
