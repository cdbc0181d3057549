import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ShopBuilds } from './snapshot';

/** The built shop running on loopback for the bench. */
export interface RunningShop {
  /** The storefront's origin, e.g. http://127.0.0.1:41234. */
  storefrontUrl: string;
  /** The commerce server's GraphQL endpoint. */
  graphqlUrl: string;
  /** Process ids, for CPU and memory readings. */
  pids: { storefront: number; commerce: number };
  /** Stops both servers and removes the database. */
  stop: () => Promise<void>;
}

/**
 * A port nobody listens on right now, on loopback.
 *
 * @returns the port number
 */
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

/** The newsletter provider key the servers share; the bench never subscribes anyone. */
const NEWSLETTER_KEY = `bench-${randomBytes(6).toString('hex')}`;

/** Starts a Node program; its request log is dropped, the tail of its errors kept for a crash. */
function startNode(
  name: string,
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    // stdout carries one log line per request (the storefront server's morgan): reading it under
    // load would cost the bench process CPU it needs for the load generator.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code) console.error(`${name} exited with ${code ?? signal}:\n${errors}`);
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** One server the bench started. */
export interface RunningServer {
  /** Where it answers: the commerce server's GraphQL endpoint, the storefront's origin. */
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a server and waits until `check` passes, stopping it again when it never does. */
async function startAndWait(
  name: string,
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  check: () => Promise<boolean>,
): Promise<RunningServer> {
  const child = startNode(name, cwd, args, env);
  const stop = () => stopChild(child);
  try {
    await waitFor(name, child, check);
  } catch (error) {
    await stop();
    throw error;
  }
  if (!child.pid) throw new Error(`${name} has no process id`);
  return { url, pid: child.pid, stop };
}

/** What a commerce server of the bench runs with. */
export interface CommerceOptions {
  /** The built entry to run. */
  main: string;
  /** Its SQLite file: a new file is seeded on start. */
  databasePath: string;
  /** The storefront's origin (CORS). */
  storefrontUrl: string;
  /** Answer each request's SQL statement count in `x-sql-statements` (costs time per call). */
  sqlStats?: boolean;
}

/**
 * The Node flags a package's `start` script runs its server with, so the bench measures the
 * process as `pnpm start` runs it.
 *
 * @param folder - the package folder holding package.json
 * @returns the flags before the script's entry file, e.g. `--max-semi-space-size=4`
 */
async function startNodeFlags(folder: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const script = (manifest.scripts?.start ?? '').split(/\s+/);
  // Leading variable assignments (`PORT=… HOST=…`) are the environment, not the command.
  const [command, ...words] = script.slice(script.findIndex((word) => !/^\w+=/.test(word)));
  if (command !== 'node') return [];
  return words.filter((word, index) => word.startsWith('--') && index < words.length - 1);
}

/**
 * Starts the built commerce server in production mode on a free loopback port.
 *
 * @param options - database, storefront origin, statement counting
 * @returns its GraphQL endpoint, process id and stop
 */
export async function startCommerce(options: CommerceOptions): Promise<RunningServer> {
  if (!existsSync(options.main)) throw new Error(`${options.main} is missing: build the shop`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/graphql`;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATABASE_PATH: options.databasePath,
    JWT_SECRET: randomBytes(32).toString('hex'),
    STOREFRONT_URL: options.storefrontUrl,
    NEWSLETTER_API_KEY: NEWSLETTER_KEY,
    COMMERCE_SQL_STATS: options.sqlStats ? '1' : '0',
    // The load runs open hundreds of guest sessions a second from one address.
    COMMERCE_GUEST_SESSIONS_PER_MINUTE: String(1_000_000),
  };
  return startAndWait(
    'commerce server',
    dirname(options.main),
    [...(await startNodeFlags(dirname(dirname(options.main)))), options.main],
    env,
    url,
    async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { databaseId } } }' }),
      });
      return response.ok;
    },
  );
}

/**
 * Starts the built storefront in production mode (its server.js) on a free loopback port.
 *
 * @param folder - the storefront package folder holding build/ and public/
 * @param graphqlUrl - the commerce server behind it
 * @param port - its port
 * @returns its origin, process id and stop
 */
async function startStorefront(
  folder: string,
  graphqlUrl: string,
  port: number,
): Promise<RunningServer> {
  const serverBuild = join(folder, 'build/server/index.js');
  if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: build the shop`);
  const server = join(folder, 'server.js');
  const url = `http://127.0.0.1:${port}`;
  const commerceOrigin = new URL(graphqlUrl).origin;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    COMMERCE_GRAPHQL_URL: graphqlUrl,
    PUBLIC_COMMERCE_GRAPHQL_URL: graphqlUrl,
    STOREFRONT_URL: url,
    NEWSLETTER_API_URL: `${commerceOrigin}/v3/contacts`,
    NEWSLETTER_API_KEY: NEWSLETTER_KEY,
  };
  const flags = await startNodeFlags(folder);
  return startAndWait('storefront', folder, [...flags, server, serverBuild], env, url, async () => {
    return (await fetch(url)).ok;
  });
}

/**
 * Starts the built commerce server on a fresh seeded database and the built storefront in
 * production mode in front of it, both on free loopback ports (as the end-to-end setup does).
 *
 * @param builds - the builds to run
 * @returns the running pair with its stop
 */
export async function startShop(builds: ShopBuilds): Promise<RunningShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'peptide-bench-'));
  const storefrontPort = await freePort();
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  let commerce: RunningServer | undefined;
  let storefront: RunningServer | undefined;
  const stop = async () => {
    await Promise.all([storefront?.stop(), commerce?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    commerce = await startCommerce({
      main: builds.commerceMain,
      databasePath: join(dataDir, 'commerce.sqlite'),
      storefrontUrl,
    });
    storefront = await startStorefront(builds.storefrontDir, commerce.url, storefrontPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    storefrontUrl,
    graphqlUrl: commerce.url,
    pids: { storefront: storefront.pid, commerce: commerce.pid },
    stop,
  };
}
