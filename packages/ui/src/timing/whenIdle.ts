/** How long the browser may stay busy before idle work runs anyway, in ms. */
const IDLE_TIMEOUT = 2000;

/**
 * Runs work the page needs soon but not in the task at hand (starting a video, fetching the
 * code of a modal that opens later) once the browser is idle, so it leaves the hydrating task.
 *
 * @param work - what to run
 * @param timeout - the latest it runs, in ms, however busy the browser stays
 * @returns a function that cancels the work if it has not run yet
 * @remarks Browsers without `requestIdleCallback` run it after the current macrotask.
 */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
