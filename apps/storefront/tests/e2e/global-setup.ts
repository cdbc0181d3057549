import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const commerceMain = resolve(app, '../commerce-server/dist/main.js');
const storefrontBuild = join(app, 'build/server/index.js');
/** The production server the start script runs. */
const storefrontServer = join(app, 'server.js');

/** The newsletter key the storefront runs with; a test checks it never reaches the browser. */
export const E2E_NEWSLETTER_KEY = `e2e-newsletter-${randomBytes(6).toString('hex')}`;

/**
 * The commerce server's per-shopper order limits, raised: every browser of a run checks out from
 * 127.0.0.1, most with the same e-mail address, and tests read the order e-mails in the outbox.
 * The units-per-order limit and the hold keep their defaults; a test that wants a limit at work
 * starts a server of its own with `env` (see {@link CommerceOptions}).
 */
export const HARNESS_ORDER_LIMITS = {
  COMMERCE_UNPAID_ORDERS_PER_SESSION: String(100_000),
  COMMERCE_UNPAID_ORDERS_PER_CLIENT: String(100_000),
  COMMERCE_UNPAID_UNITS_PER_SESSION: String(100_000),
  COMMERCE_UNPAID_UNITS_PER_CLIENT: String(100_000),
  // Tests buy the last units of low-stock products, which one address may not hold unpaid.
  COMMERCE_UNPAID_PERCENT_OF_STOCK: '100',
  COMMERCE_CHECKOUTS_PER_SESSION_PER_HOUR: String(100_000),
  COMMERCE_CHECKOUTS_PER_CLIENT_PER_HOUR: String(100_000),
  COMMERCE_CHECKOUTS_PER_EMAIL_PER_HOUR: String(100_000),
  COMMERCE_ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: String(100_000),
  // Many tests set a password from a mailed link, every one of them from 127.0.0.1.
  COMMERCE_NEW_PASSWORDS_PER_CLIENT: String(100_000),
} as const;

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

/** Starts a Node program, echoing its output only when it fails to start. */
function start(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: app, env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.once('exit', (code) => {
    if (code) console.error(`${name} exited with ${code}:\n${output}`);
  });
  return child;
}

/** Waits until `check` passes, failing after 60 s or when the process has died. */
async function waitFor(name: string, child: ChildProcess, check: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped before it answered`);
    if (await check().catch(() => false)) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${name} did not answer within 60 s`);
}

/** A commerce server or storefront started for the end-to-end tests. */
export interface RunningProcess {
  /** Where it answers: the GraphQL endpoint of the commerce server, the storefront's origin. */
  url: string;
  /** Stops it and waits until it has exited. */
  stop: () => Promise<void>;
}

/** What the commerce server of an end-to-end run needs. */
export interface CommerceOptions {
  /** The loopback port it listens on. */
  port: number;
  /** Its SQLite file; seeded on the first start, kept across restarts. */
  databasePath: string;
  /** The secret it signs login tokens with. */
  jwtSecret: string;
  /** The storefront's origin (CORS and the payment page's return link). */
  storefrontUrl: string;
  /** More environment, over the run's own (a lower order limit, for a test of that limit). */
  env?: NodeJS.ProcessEnv;
}

/** What the storefront of an end-to-end run needs. */
export interface StorefrontOptions {
  /** The loopback port it listens on. */
  port: number;
  /** The commerce server's GraphQL endpoint, for the loaders and the browser. */
  graphqlUrl: string;
  /** More of its environment (a test's own limits or proxy setting). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The storefront's per-client order, cart and password-reset limits, raised: every browser of a run shops and
 * checks out from 127.0.0.1. A test that wants them at work starts a storefront of its own.
 */
export const HARNESS_STOREFRONT_LIMITS = {
  STOREFRONT_CHECKOUTS_PER_CLIENT_PER_HOUR: String(100_000),
  STOREFRONT_UNPAID_ORDERS_PER_CLIENT: String(100_000),
  STOREFRONT_NEW_CARTS_PER_MINUTE: String(100_000),
  // Many tests reset a password from the same browsers' address.
  STOREFRONT_RESET_MAILS_PER_CLIENT_PER_HOUR: String(100_000),
  STOREFRONT_NEW_PASSWORDS_PER_CLIENT: String(100_000),
} as const;

/** How long a server told to stop (SIGTERM) may take to exit before the harness calls it hung. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * Stops a child process (SIGTERM) and waits for it to exit.
 *
 * @throws when it has not exited within 15 s: it is then killed, and the run fails naming it
 *   rather than waiting for ever
 */
async function stopChild(name: string, child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<true>((done) => child.once('exit', () => done(true)));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), STOP_TIMEOUT_MS);
  });
  const stopped = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (stopped) return;
  child.kill('SIGKILL');
  await exited;
  throw new Error(`${name} did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
}

/**
 * Starts the built commerce server and waits until it answers a catalogue query.
 *
 * @param options - port, database, secret and storefront origin
 * @returns its GraphQL endpoint and its stop
 */
export async function startCommerce(options: CommerceOptions): Promise<RunningProcess> {
  if (!existsSync(commerceMain)) {
    throw new Error(`${commerceMain} is missing: run pnpm --filter @peptide/commerce-server build`);
  }
  const url = `http://127.0.0.1:${options.port}/graphql`;
  const child = start('commerce server', [commerceMain], {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_PATH: options.databasePath,
    JWT_SECRET: options.jwtSecret,
    STOREFRONT_URL: options.storefrontUrl,
    NEWSLETTER_API_KEY: E2E_NEWSLETTER_KEY,
    COMMERCE_DEV_OUTBOX: '1',
    // Every browser of the run shops from 127.0.0.1, hundreds of new carts in a few minutes.
    COMMERCE_GUEST_SESSIONS_PER_MINUTE: String(100_000),
    // The storefront on loopback names each shopper's address, as it does in production.
    COMMERCE_TRUST_PROXY: 'loopback',
    ...HARNESS_ORDER_LIMITS,
    ...options.env,
  });
  const stop = () => stopChild('commerce server', child);
  try {
    await waitFor('commerce server', child, async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { databaseId } } }' }),
      });
      return response.ok;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Starts the built storefront in production mode and waits until its home page answers.
 *
 * @param options - port and commerce endpoint
 * @returns its origin and its stop
 */
export async function startStorefront(options: StorefrontOptions): Promise<RunningProcess> {
  if (!existsSync(storefrontBuild)) {
    throw new Error(`${storefrontBuild} is missing: run pnpm --filter @peptide/storefront build`);
  }
  const url = `http://127.0.0.1:${options.port}`;
  const commerceOrigin = new URL(options.graphqlUrl).origin;
  const child = start('storefront', [storefrontServer, storefrontBuild], {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    COMMERCE_GRAPHQL_URL: options.graphqlUrl,
    PUBLIC_COMMERCE_GRAPHQL_URL: options.graphqlUrl,
    STOREFRONT_URL: url,
    NEWSLETTER_API_URL: `${commerceOrigin}/v3/contacts`,
    NEWSLETTER_API_KEY: E2E_NEWSLETTER_KEY,
    ...HARNESS_STOREFRONT_LIMITS,
    ...options.env,
  });
  const stop = () => stopChild('storefront', child);
  try {
    await waitFor('storefront', child, async () => (await fetch(url)).ok);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A storefront and its commerce server on free loopback ports, with a temporary database. */
export interface RunningShop {
  /** The storefront's origin. */
  storefrontUrl: string;
  /** The commerce server's GraphQL endpoint. */
  graphqlUrl: string;
  /** The commerce server's SQLite file. */
  databasePath: string;
  /** Stops the commerce server (the storefront keeps running). */
  stopCommerce: () => Promise<void>;
  /** Starts the commerce server again, on the same port and database. */
  restartCommerce: () => Promise<void>;
  /** Stops both and removes the database. */
  stop: () => Promise<void>;
}

/**
 * Starts a seeded commerce server on a temporary database and a storefront in front of it.
 *
 * @param prepare - runs on the seeded database before the storefront starts (hostile content)
 * @param commerceEnv - more of the commerce server's environment (an upstream quirk's setting)
 * @returns the pair, with a stop and restart for the commerce server
 */
export async function startShop(
  prepare?: (databasePath: string) => void | Promise<void>,
  commerceEnv?: NodeJS.ProcessEnv,
): Promise<RunningShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-e2e-'));
  const [commercePort, storefrontPort] = [await freePort(), await freePort()];
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const commerceOptions: CommerceOptions = {
    port: commercePort,
    databasePath: join(dataDir, 'commerce.sqlite'),
    jwtSecret: randomBytes(32).toString('hex'),
    storefrontUrl,
    env: commerceEnv,
  };
  let commerce: RunningProcess | null = null;
  let storefront: RunningProcess | null = null;
  const stop = async () => {
    await Promise.all([storefront?.stop(), commerce?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    commerce = await startCommerce(commerceOptions);
    await prepare?.(commerceOptions.databasePath);
    storefront = await startStorefront({ port: storefrontPort, graphqlUrl: commerce.url });
  } catch (error) {
    await stop();
    throw error;
  }
  const graphqlUrl = commerce.url;
  return {
    storefrontUrl,
    graphqlUrl,
    databasePath: commerceOptions.databasePath,
    stopCommerce: async () => {
      await commerce?.stop();
    },
    restartCommerce: async () => {
      commerce = await startCommerce(commerceOptions);
    },
    stop,
  };
}

/**
 * Starts the built commerce server (seeded, on a temporary database) and the built storefront
 * on free loopback ports for the end-to-end tests.
 *
 * @returns the teardown that stops both and removes the database
 */
export default async function globalSetup() {
  const shop = await startShop();
  process.env.E2E_STOREFRONT_URL = shop.storefrontUrl;
  process.env.E2E_COMMERCE_URL = shop.graphqlUrl;
  process.env.E2E_COMMERCE_DATABASE = shop.databasePath;
  process.env.E2E_NEWSLETTER_KEY = E2E_NEWSLETTER_KEY;
  return shop.stop;
}
