import { startServer } from '@peptide/commerce-server';
import { afterAll, beforeAll } from 'vitest';

/** The running commerce server of a test file. */
export interface CommerceHarness {
  /** Its GraphQL endpoint; filled in once `beforeAll` has run. */
  endpoint: string;
}

/**
 * Starts the real commerce server (seeded in-memory SQLite, ephemeral loopback port) for the
 * test file, points COMMERCE_GRAPHQL_URL at it, and stops it afterwards.
 *
 * @returns the harness, filled in once `beforeAll` has run
 */
export function commerceServerPerFile(): CommerceHarness {
  const harness: CommerceHarness = { endpoint: '' };
  let close: (() => Promise<void>) | undefined;
  const previous = process.env.COMMERCE_GRAPHQL_URL;
  beforeAll(async () => {
    const server = await startServer({ port: 0, databasePath: ':memory:' });
    close = () => server.close();
    harness.endpoint = server.url;
    process.env.COMMERCE_GRAPHQL_URL = server.url;
  }, 60_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.COMMERCE_GRAPHQL_URL;
    else process.env.COMMERCE_GRAPHQL_URL = previous;
    await close?.();
  });
  return harness;
}
