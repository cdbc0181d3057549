import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(app, 'package.json'));
const commerceMain = resolve(app, '../commerce-server/dist/main.js');
const storefrontBuild = join(app, 'build/server/index.js');
const serveBin = join(dirname(require.resolve('@react-router/serve/package.json')), 'bin.js');

/** The newsletter key the storefront runs with; a test checks it never reaches the browser. */
export const E2E_NEWSLETTER_KEY = `e2e-newsletter-${randomBytes(6).toString('hex')}`;

/** A port nobody listens on right now, on loopback. */
function freePort(): Promise<number> {
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

/**
 * Starts the built commerce server (seeded, on a temporary database) and the built storefront
 * on free loopback ports for the end-to-end tests.
 *
 * @returns the teardown that stops both and removes the database
 */
export default async function globalSetup() {
  const builds: [string, string][] = [
    [storefrontBuild, 'pnpm --filter @peptide/storefront build'],
    [commerceMain, 'pnpm --filter @peptide/commerce-server build'],
  ];
  for (const [file, build] of builds) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run ${build} first`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-e2e-'));
  const [commercePort, storefrontPort] = [await freePort(), await freePort()];
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const graphqlUrl = `http://127.0.0.1:${commercePort}/graphql`;

  const commerce = start('commerce server', [commerceMain], {
    PORT: String(commercePort),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dataDir, 'commerce.sqlite'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    STOREFRONT_URL: storefrontUrl,
    NEWSLETTER_API_KEY: E2E_NEWSLETTER_KEY,
    COMMERCE_DEV_OUTBOX: '1',
  });
  const storefront = start('storefront', [serveBin, storefrontBuild], {
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    COMMERCE_GRAPHQL_URL: graphqlUrl,
    PUBLIC_COMMERCE_GRAPHQL_URL: graphqlUrl,
    STOREFRONT_URL: storefrontUrl,
    NEWSLETTER_API_URL: `http://127.0.0.1:${commercePort}/v3/contacts`,
    NEWSLETTER_API_KEY: E2E_NEWSLETTER_KEY,
  });
  const stop = async () => {
    storefront.kill('SIGTERM');
    commerce.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor('commerce server', commerce, async () => {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { databaseId } } }' }),
      });
      return response.ok;
    });
    await waitFor('storefront', storefront, async () => (await fetch(storefrontUrl)).ok);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_STOREFRONT_URL = storefrontUrl;
  process.env.E2E_COMMERCE_URL = graphqlUrl;
  process.env.E2E_NEWSLETTER_KEY = E2E_NEWSLETTER_KEY;
  return stop;
}
