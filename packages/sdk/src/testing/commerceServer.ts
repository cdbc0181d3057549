import { startServer } from '@peptide/commerce-server/testing';
import type { Client } from '@urql/core';
import { afterAll, beforeAll } from 'vitest';
import { createCommerceClient } from '../client';
import { memoryStorage, type ShopStorage } from '../storage/storage';

export interface CommerceHarness {
  /** The GraphQL endpoint of the running server. */
  endpoint: string;
  /** The server's origin, for its non-GraphQL routes (/dev/outbox, /pay). */
  origin: string;
  /** A fresh shopper: a client with its own empty storage. */
  shopper(storage?: ShopStorage): { client: Client; storage: ShopStorage };
}

/**
 * Starts the real commerce server (a fresh database of the run's engine, ephemeral port) for the test file and
 * stops it afterwards. The returned object is filled in once `beforeAll` has run.
 */
export function commerceServerPerFile(): CommerceHarness {
  let close: (() => Promise<void>) | undefined;
  const harness: CommerceHarness = {
    endpoint: '',
    origin: '',
    shopper(storage = memoryStorage()) {
      return { client: createCommerceClient({ endpoint: harness.endpoint, storage }), storage };
    },
  };
  beforeAll(async () => {
    const server = await startServer({ port: 0, devOutbox: true });
    close = () => server.close();
    const url = new URL(server.url);
    harness.origin = url.origin;
    harness.endpoint = url.pathname.endsWith('/graphql') ? url.href : `${url.origin}/graphql`;
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });
  return harness;
}
