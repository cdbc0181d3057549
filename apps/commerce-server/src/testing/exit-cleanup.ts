/** Synchronous stops of the processes this process started, run when it exits. */
const cleanups = new Set<() => void>();

const SIGNALS: Record<'SIGINT' | 'SIGTERM' | 'SIGHUP', number> = {
  SIGINT: 2,
  SIGTERM: 15,
  SIGHUP: 1,
};

function runAll(): void {
  for (const cleanup of cleanups) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // One server that will not stop must not keep the others running.
    }
  }
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', runAll);
  for (const [signal, number] of Object.entries(SIGNALS)) {
    process.on(signal, () => {
      // A signal listener replaces Node's default of exiting. When ours is the only one, exit as
      // the signal would have (the exit listener stops everything); a command with a listener
      // of its own stops things in its order and exits when done, and the exit listener stops
      // whatever it left.
      if (process.listenerCount(signal) === 1) process.exit(128 + number);
    });
  }
}

/**
 * Runs `cleanup` when this process exits, normally or on SIGINT, SIGTERM or SIGHUP, so a crashed
 * or interrupted test run leaves no server behind.
 *
 * @param cleanup - synchronous (child processes can only be signalled synchronously at exit)
 * @returns a function that unregisters it, for when the server was stopped the ordinary way
 * @remarks A process killed with SIGKILL runs nothing; its servers have to be stopped by hand.
 */
export function onExit(cleanup: () => void): () => void {
  install();
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}
