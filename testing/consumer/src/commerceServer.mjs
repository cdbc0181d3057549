// The built reference commerce server, on a free port and a temporary SQLite database.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess } from './processes.mjs';

const main = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps',
  'commerce-server',
  'dist',
  'main.js',
);

/**
 * Starts `apps/commerce-server/dist/main.js` (seeded on its first start) and waits until it
 * answers a query.
 *
 * @param folder - a temporary folder for its database
 * @returns its GraphQL `url` and `stop()`
 */
export async function startCommerceServer(folder) {
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: run pnpm --filter @peptide/commerce-server build`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/graphql`;
  const { stop } = await startProcess('commerce server', process.execPath, [main], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(folder, 'commerce.sqlite'),
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    ready: async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { databaseId } } }' }),
      });
      return response.ok;
    },
  });
  return { url, stop };
}
