import { startServer } from '@peptide/commerce-server';
import { afterAll, beforeAll } from 'vitest';

/** The running commerce server of a test file. */
export interface CommerceTestServer {
  /** Its GraphQL endpoint, also set as COMMERCE_GRAPHQL_URL for the loaders under test. */
  endpoint: string;
}

/**
 * Starts the real commerce server (fresh in-memory SQLite with the seeded catalogue, ephemeral
 * port) for a test file, points the storefront's loaders at it through COMMERCE_GRAPHQL_URL, and
 * stops it afterwards. The returned object is filled in once `beforeAll` has run.
 */
export function commerceServerPerFile(): CommerceTestServer {
  const server: CommerceTestServer = { endpoint: '' };
  let close: (() => Promise<void>) | undefined;
  const previous = process.env.COMMERCE_GRAPHQL_URL;
  beforeAll(async () => {
    const started = await startServer({ port: 0, databasePath: ':memory:' });
    close = () => started.close();
    const url = new URL(started.url);
    server.endpoint = url.pathname.endsWith('/graphql') ? url.href : `${url.origin}/graphql`;
    process.env.COMMERCE_GRAPHQL_URL = server.endpoint;
  }, 60_000);
  afterAll(async () => {
    process.env.COMMERCE_GRAPHQL_URL = previous;
    await close?.();
  });
  return server;
}

/**
 * The arguments React Router hands a loader, for a GET of `path` on the storefront.
 *
 * @param path - the page's path, e.g. `/product/bpc-157-5mg`
 * @param params - the route's params
 * @returns `{ request, params, context }` to pass to the loader
 */
export function loaderArgs<Params extends Record<string, string>>(path: string, params: Params) {
  return {
    request: new Request(new URL(path, 'http://127.0.0.1:3000')),
    params,
    context: {},
    unstable_pattern: '',
  };
}
