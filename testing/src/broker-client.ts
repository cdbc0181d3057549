import { request } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import type { BrokeredServer } from './server-broker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the commerce server broker of the run. */
    commerceServerBroker?: string;
  }
}

/** Where a borrowed commerce server answers. */
export interface BorrowedEndpoint {
  /** The GraphQL endpoint. */
  endpoint: string;
  /** The server's origin, for its other routes (`/dev/outbox`, `/pay`). */
  origin: string;
}

/** Options of {@link borrowServerPerFile}. */
export interface BorrowOptions {
  /**
   * An environment variable to point at the server's endpoint while the file runs (the
   * storefront's loaders read `COMMERCE_GRAPHQL_URL`); restored afterwards.
   */
  endpointVariable?: string;
}

/**
 * Sends one request to the broker with Node's HTTP client (tests in happy-dom must not reach it
 * through the page's fetch, which applies a browser's cross-origin rules).
 */
function askBroker(
  method: 'POST' | 'DELETE',
  url: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Borrows a commerce server with a fresh database of the run's engine for the test file that
 * calls it, from the run's server broker (`server-broker-setup.ts` as the project's global
 * setup), and gives it back after the file's last test.
 *
 * @param options - an environment variable to point at the server
 * @returns where the server answers, filled in once `beforeAll` has run
 * @remarks The file imports nothing of the server: the broker runs it in vitest's main process,
 * which loads the server's modules once for the whole run rather than once per file.
 */
export function borrowServerPerFile(options: BorrowOptions = {}): BorrowedEndpoint {
  const where: BorrowedEndpoint = { endpoint: '', origin: '' };
  const { endpointVariable } = options;
  const previous = endpointVariable ? process.env[endpointVariable] : undefined;
  let release: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    const broker = inject('commerceServerBroker');
    if (!broker) {
      throw new Error(
        'no commerce server broker: list test-support/server-broker-setup as a global setup of the vitest project',
      );
    }
    const answer = await askBroker('POST', `${broker}/servers`);
    if (answer.status !== 201) {
      throw new Error(`the server broker answered ${answer.status}: ${answer.body}`);
    }
    const server = JSON.parse(answer.body) as BrokeredServer;
    release = () => askBroker('DELETE', `${broker}/servers/${server.id}`);
    Object.assign(where, { endpoint: server.endpoint, origin: server.origin });
    if (endpointVariable) process.env[endpointVariable] = server.endpoint;
  }, 60_000);
  afterAll(async () => {
    if (endpointVariable) {
      if (previous === undefined) delete process.env[endpointVariable];
      else process.env[endpointVariable] = previous;
    }
    await release?.();
  });
  return where;
}
