import { request } from 'node:http';
import type { Client } from '@urql/core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createCommerceClient } from '../client';
import { memoryStorage, type ShopStorage } from '../storage/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The commerce server broker's base URL, from the test-support package's global setup. */
    commerceServerBroker?: string;
  }
}

export interface CommerceHarness {
  /** The GraphQL endpoint of the running server. */
  endpoint: string;
  /** The server's origin, for its non-GraphQL routes (/dev/outbox, /pay). */
  origin: string;
  /** A fresh shopper: a client with its own empty storage. */
  shopper(storage?: ShopStorage): { client: Client; storage: ShopStorage };
}

/** The broker's URL, or a failure that says how to get one. */
function brokerUrl(): string {
  const url = inject('commerceServerBroker');
  if (!url) {
    throw new Error(
      "no commerce server broker: run the SDK's tests through its vitest.config.ts, whose global setup starts one",
    );
  }
  return url;
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
 * Borrows a real commerce server (a fresh database of the run's engine, ephemeral port) for the
 * test file from the run's server broker and gives it back afterwards. The returned object is
 * filled in once `beforeAll` has run.
 *
 * @remarks The SDK is a library, so its dependency graph names no app: the server is started by
 * the test-support package's global setup (listed in `vitest.config.ts`) and reached over HTTP.
 */
export function commerceServerPerFile(): CommerceHarness {
  let release: (() => Promise<void>) | undefined;
  const harness: CommerceHarness = {
    endpoint: '',
    origin: '',
    shopper(storage = memoryStorage()) {
      return { client: createCommerceClient({ endpoint: harness.endpoint, storage }), storage };
    },
  };
  beforeAll(async () => {
    const broker = brokerUrl();
    const answer = await askBroker('POST', `${broker}/servers`);
    if (answer.status !== 201) {
      throw new Error(`the server broker answered ${answer.status}: ${answer.body}`);
    }
    const server = JSON.parse(answer.body) as { id: string; endpoint: string; origin: string };
    release = async () => {
      await askBroker('DELETE', `${broker}/servers/${server.id}`);
    };
    harness.endpoint = server.endpoint;
    harness.origin = server.origin;
  }, 60_000);
  afterAll(async () => {
    await release?.();
  });
  return harness;
}
