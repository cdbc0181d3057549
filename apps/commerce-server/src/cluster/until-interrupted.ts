/**
 * Waits, keeping the process alive, until it is asked to stop with Ctrl-C (SIGINT) or SIGTERM.
 *
 * @returns the signal received
 * @remarks Later signals are ignored, so the caller's orderly stop runs to its end: Ctrl-C in a
 * terminal reaches this process twice, once from the terminal and once relayed by tsx.
 */
export function untilInterrupted(): Promise<NodeJS.Signals> {
  // A pending promise does not keep Node running; a timer does.
  const keepAlive = setInterval(() => {}, 1 << 30);
  return new Promise((resolve) => {
    const done = (signal: NodeJS.Signals) => {
      clearInterval(keepAlive);
      resolve(signal);
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}
