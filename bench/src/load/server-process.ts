import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_APP_DIR } from '@peptide/commerce-server/tooling';

/**
 * A commerce server in its own process: src/main.ts through tsx, as `pnpm dev` runs it, or the
 * build's dist/main.js, as `pnpm start` runs it.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** The GraphQL endpoint. */
  url: string;
  /** Stops it as Ctrl-C would (SIGTERM: the server closes the database) and waits for the exit. */
  stop(): Promise<void>;
  /** Kills it without warning (SIGKILL) and waits for the exit. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the commerce server in a child process on a free loopback port, on the given database
 * file, with a fixed JWT secret so session tokens outlive a restart.
 *
 * @param databasePath - the SQLite file (seeded first when empty)
 * @param from - `source` (the default) runs the sources through tsx; `build` runs the server's
 *   build (`pnpm build`), which starts on about a third of the CPU: tests that start it again and
 *   again use it, and turbo builds it before they run
 * @returns the process and its endpoint, once it printed that it is ready
 * @throws when the process exits before it is ready
 */
export function startServerProcess(
  databasePath: string,
  from: 'source' | 'build' = 'source',
): Promise<ServerProcess> {
  const entry = from === 'build' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: SERVER_APP_DIR,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_PATH: databasePath,
      JWT_SECRET: 'load-test-secret',
      NODE_ENV: 'test',
      // The load runs open a guest session per shopper, all from one address.
      COMMERCE_GUEST_SESSIONS_PER_MINUTE: String(1_000_000),
      // ... and check out again and again, from that address and with one e-mail address.
      COMMERCE_UNPAID_ORDERS_PER_SESSION: String(1_000_000),
      COMMERCE_UNPAID_ORDERS_PER_CLIENT: String(1_000_000),
      COMMERCE_UNPAID_UNITS_PER_SESSION: String(1_000_000),
      COMMERCE_UNPAID_UNITS_PER_CLIENT: String(1_000_000),
      // ... and take the last units of scarce stock, which one address may not hold unpaid.
      COMMERCE_UNPAID_PERCENT_OF_STOCK: '100',
      COMMERCE_CHECKOUTS_PER_SESSION_PER_HOUR: String(1_000_000),
      COMMERCE_CHECKOUTS_PER_CLIENT_PER_HOUR: String(1_000_000),
      COMMERCE_CHECKOUTS_PER_EMAIL_PER_HOUR: String(1_000_000),
      COMMERCE_ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: String(1_000_000),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    await exited(child);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (\S+)/.exec(output);
      if (match?.[1])
        resolve({
          child,
          url: match[1],
          stop: () => signal('SIGTERM'),
          kill: () => signal('SIGKILL'),
        });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signalName) =>
      reject(new Error(`server exited (${code ?? signalName}): ${output}`)),
    );
  });
}
