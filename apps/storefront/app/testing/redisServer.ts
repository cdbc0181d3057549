import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** Debian's redis-server; `.ci/run` installs it when missing. */
const REDIS_SERVER = '/usr/bin/redis-server';

/** A Redis started for a test run. */
export interface RunningRedis {
  /** Its URL, `redis://127.0.0.1:<port>`. */
  url: string;
  /** Its port on loopback. */
  port: number;
  /** Its process id (a test pauses it with SIGSTOP to play a Redis that stops answering). */
  pid: number;
  /** Stops it (SIGTERM) and waits until it has exited; stopping twice does nothing. */
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now, on loopback, as the system picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something accepts connections on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts a throwaway Redis on a free loopback port, keeping nothing on disk (no snapshot, no
 * append-only file), as a child of this process: not the system's service.
 *
 * @param port - the port to listen on; a free one when absent (a Redis restarted on the same
 *   port keeps its URL)
 * @returns the running Redis, once it accepts connections
 * @throws when redis-server is missing or does not start within 10 s (with its output)
 */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const listenOn = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const failed = new Promise<never>((_, reject) => child.once('error', reject));
  failed.catch(() => {});
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  // A test run that ends without stopping it leaves no Redis behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 10_000;
  while (!(await Promise.race([answers(listenOn), failed]))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on ${listenOn}:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    pid: child.pid ?? 0,
    async stop() {
      process.off('exit', killOnExit);
      await stop();
    },
  };
}
