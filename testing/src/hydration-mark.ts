/**
 * A page script for Playwright's `addInitScript` that marks the document `html[data-hydrated]`
 * once React has committed its first render (the hydration) and run its effects, through the
 * hook React offers its developer tools, so the shop ships no hook for its tests.
 *
 * @remarks Script text rather than a function: tsx (which runs the bench) wraps a serialised
 *   function's inner functions in a `__name` helper the page does not have. The mark waits for a
 *   message, which comes after the commit's effects (React's scheduler runs them from an earlier
 *   one); not a timer, which a test's paused clock would hold back. A second copy is inert.
 */
export const HYDRATION_MARK_SCRIPT = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberUnmount: () => {},
    onCommitFiberRoot: () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        document.documentElement.dataset.hydrated = 'true';
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    },
  };
`;
