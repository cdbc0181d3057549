import { type RunningServer, startServer } from '@peptide/commerce-server';
import { freshDatabaseOn } from '@peptide/commerce-server/testing';
import { afterAll, beforeAll, inject } from 'vitest';

/** Where a test's commerce server answers. */
export interface CommerceEndpoint {
  /** The GraphQL endpoint. */
  endpoint: string;
  /** The server's origin, for its other routes (`/dev/outbox`, `/pay`). */
  origin: string;
}

/** A commerce server started for tests, with where it answers. */
export interface TestCommerceServer extends CommerceEndpoint {
  server: RunningServer;
}

/**
 * Starts the real commerce server for tests: an ephemeral loopback port, the dev outbox on, and a
 * database of its own on the engine under test (a new in-memory SQLite, or a new copy of the
 * seeded PostgreSQL template when the run has one).
 *
 * @param postgresAdminUrl - the run's PostgreSQL admin URL, or undefined on SQLite
 * @returns the running server and its endpoint
 */
export async function startCommerceServer(
  postgresAdminUrl: string | undefined,
): Promise<TestCommerceServer> {
  const server = await startServer({
    port: 0,
    devOutbox: true,
    ...(await freshDatabaseOn(postgresAdminUrl)),
  });
  const url = new URL(server.url);
  const endpoint = url.pathname.endsWith('/graphql') ? url.href : `${url.origin}/graphql`;
  return { server, endpoint, origin: url.origin };
}

/** Options of {@link commerceServerPerFile}. */
export interface PerFileOptions {
  /**
   * An environment variable to point at the server's endpoint while the file runs (the
   * storefront's loaders read `COMMERCE_GRAPHQL_URL`); restored afterwards.
   */
  endpointVariable?: string;
}

/**
 * Starts a commerce server (see {@link startCommerceServer}) for the test file that calls it and
 * stops it after the file's last test.
 *
 * @param options - an environment variable to point at the server
 * @returns where the server answers, filled in once `beforeAll` has run
 */
export function commerceServerPerFile(options: PerFileOptions = {}): CommerceEndpoint {
  const where: CommerceEndpoint = { endpoint: '', origin: '' };
  const { endpointVariable } = options;
  const previous = endpointVariable ? process.env[endpointVariable] : undefined;
  let started: TestCommerceServer | undefined;
  beforeAll(async () => {
    started = await startCommerceServer(inject('postgresAdminUrl'));
    Object.assign(where, { endpoint: started.endpoint, origin: started.origin });
    if (endpointVariable) process.env[endpointVariable] = started.endpoint;
  }, 60_000);
  afterAll(async () => {
    if (endpointVariable) {
      if (previous === undefined) delete process.env[endpointVariable];
      else process.env[endpointVariable] = previous;
    }
    await started?.server.close();
  });
  return where;
}
