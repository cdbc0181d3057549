import { SESSION_HEADER } from '@peptide/domain';
import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { createCommerceClient } from './client';
import { STORAGE_KEYS } from './storage/keys';
import { memoryStorage } from './storage/storage';
import { makeJwt } from './testing/jwt';
import { type LoopbackAnswer, type LoopbackServer, startLoopback } from './testing/loopbackServer';

const NOW = 1_800_000_000_000;
const GetCart = gql`
  query GetCart {
    cart {
      total
    }
  }
`;
const GetProducts = gql`
  query GetProducts {
    products {
      nodes {
        id
      }
    }
  }
`;

const AddToCart = gql`
  mutation AddToCart {
    addToCart(input: { productId: 1 }) {
      cart {
        total
      }
    }
  }
`;

const cartOnly = { __typename: 'Cart', total: '€0.00' };
const noop = () => undefined;

/** Resolves once the condition holds, polling the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let server: LoopbackServer;
afterEach(() => server.close());

const cartAnswer: LoopbackAnswer = {
  headers: { [SESSION_HEADER]: 'server-token' },
  body: { data: { cart: { __typename: 'Cart', total: '€0.00' } } },
};

describe('createCommerceClient', () => {
  it('given a guest, it keeps the session from the first answer and sends it and the token after', async () => {
    server = await startLoopback(() => cartAnswer);
    const storage = memoryStorage();
    const client = createCommerceClient({ endpoint: server.url, storage, now: () => NOW });
    await client.query(GetCart, {}).toPromise();
    const token = makeJwt({ exp: NOW / 1000 + 3600 });
    storage.setItem(STORAGE_KEYS.authToken, token);
    await client.query(GetCart, {}).toPromise();
    const [first, second] = server.requests;
    expect(first?.method).toBe('POST');
    expect(first?.headers[SESSION_HEADER]).toBeUndefined();
    expect(second?.headers[SESSION_HEADER]).toBe('Session server-token');
    expect(second?.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ operationName: 'GetCart' });
  });

  it('given a 500 carrying a session header, it stores the session and fails with the status message', async () => {
    server = await startLoopback(() => ({ ...cartAnswer, status: 500, body: 'down' }));
    const storage = memoryStorage();
    const client = createCommerceClient({ endpoint: server.url, storage, now: () => NOW });
    const result = await client.query(GetCart, {}).toPromise();
    expect(result.error?.networkError?.message).toBe(
      'Response not successful: Received status code 500',
    );
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      token: 'server-token',
      createdTime: NOW,
    });
  });

  it('given the cart asked twice, both go to the network; products asked twice, one does', async () => {
    server = await startLoopback((request) =>
      request.body.includes('GetCart')
        ? cartAnswer
        : { body: { data: { products: { __typename: 'X', nodes: [] } } } },
    );
    const client = createCommerceClient({ endpoint: server.url, storage: memoryStorage() });
    await client.query(GetCart, {}).toPromise();
    await client.query(GetCart, {}).toPromise();
    await client.query(GetProducts, {}).toPromise();
    await client.query(GetProducts, {}).toPromise();
    expect(server.requests.filter((request) => request.body.includes('GetCart'))).toHaveLength(2);
    expect(server.requests.filter((request) => request.body.includes('GetProducts'))).toHaveLength(
      1,
    );
  });

  it('given an expired token, it calls onAuthExpired and goes on as a guest', async () => {
    server = await startLoopback(() => cartAnswer);
    const onAuthExpired = vi.fn();
    const storage = memoryStorage({ [STORAGE_KEYS.authToken]: makeJwt({ exp: 1 }) });
    const client = createCommerceClient({ endpoint: server.url, storage, onAuthExpired });
    const result = await client.query(GetCart, {}).toPromise();
    expect(result.data).toEqual({ cart: { __typename: 'Cart', total: '€0.00' } });
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('given "Expired token" from the server, it calls onSessionRejected with storage cleared', async () => {
    server = await startLoopback(() => ({
      body: { data: { cart: null }, errors: [{ message: 'Expired token' }] },
    }));
    const storage = memoryStorage({ [STORAGE_KEYS.appliedCoupon]: 'SAVE10' });
    let couponWhenNotified: string | null = 'not called';
    const onSessionRejected = vi.fn(() => {
      couponWhenNotified = storage.getItem(STORAGE_KEYS.appliedCoupon);
    });
    const client = createCommerceClient({ endpoint: server.url, storage, onSessionRejected });
    await client.query(GetCart, {}).toPromise();
    expect(onSessionRejected).toHaveBeenCalledWith('Expired token');
    expect(couponWhenNotified).toBeNull();
  });

  it('given its own fetch, it sends every request through it', async () => {
    server = await startLoopback(() => cartAnswer);
    const ownFetch = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const client = createCommerceClient({
      endpoint: server.url,
      storage: memoryStorage(),
      fetch: ownFetch,
    });
    const result = await client.query(GetCart, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(ownFetch).toHaveBeenCalledTimes(1);
  });

  it('given the cart query re-executed after a mutation, it sends what storage holds now', async () => {
    server = await startLoopback((request) =>
      request.body.includes('AddToCart')
        ? { body: { data: { addToCart: { __typename: 'AddToCartPayload', cart: cartOnly } } } }
        : { body: { data: { cart: cartOnly } } },
    );
    const storage = memoryStorage({
      [STORAGE_KEYS.authToken]: makeJwt({ exp: NOW / 1000 + 3600 }),
      [STORAGE_KEYS.session]: JSON.stringify({ token: 'first', createdTime: NOW }),
    });
    const client = createCommerceClient({ endpoint: server.url, storage, now: () => NOW });
    const { unsubscribe } = pipe(client.query(GetCart, {}), subscribe(noop));
    await until(() => server.requests.length === 1);
    storage.removeItem(STORAGE_KEYS.authToken);
    storage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 'second', createdTime: NOW }));
    await client.mutation(AddToCart, {}).toPromise();
    await until(() => server.requests.length === 3);
    unsubscribe();
    const again = server.requests[2];
    expect(JSON.parse(again?.body ?? '')).toMatchObject({ operationName: 'GetCart' });
    expect(again?.headers.authorization).toBeUndefined();
    expect(again?.headers[SESSION_HEADER]).toBe('Session second');
  });
});
