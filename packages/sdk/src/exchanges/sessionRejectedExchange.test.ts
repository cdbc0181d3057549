import { Client, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { type LoopbackAnswer, type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { responseStatusExchange } from './responseStatusExchange';
import { sessionRejectedExchange } from './sessionRejectedExchange';

const AddToCart = gql`
  mutation AddToCart {
    addToCart(input: { productId: 1, quantity: 1 }) {
      clientMutationId
    }
  }
`;

let server: LoopbackServer;
afterEach(() => server.close());

async function run(answer: LoopbackAnswer) {
  server = await startLoopback(() => answer);
  const storage = memoryStorage({
    [STORAGE_KEYS.session]: JSON.stringify({ token: 't', createdTime: 1 }),
    [STORAGE_KEYS.authToken]: 'jwt',
    [STORAGE_KEYS.cart]: '[]',
    'other-app': 'kept',
  });
  const onSessionRejected = vi.fn();
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [
      sessionRejectedExchange({ storage, onSessionRejected }),
      responseStatusExchange,
      fetchExchange,
    ],
  });
  await client.mutation(AddToCart, {}).toPromise();
  return { storage, onSessionRejected };
}

describe('sessionRejectedExchange', () => {
  it.each(['Expired token', 'The iss do not match with this server'])(
    'given the GraphQL error "%s", it clears the shop storage and calls onSessionRejected',
    async (message) => {
      const { storage, onSessionRejected } = await run({
        body: { data: { addToCart: null }, errors: [{ message }] },
      });
      expect(onSessionRejected).toHaveBeenCalledWith(message);
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.cart)).toBeNull();
      expect(storage.getItem('other-app')).toBe('kept');
    },
  );

  it('given the rejection inside a 403 body, it still clears and notifies', async () => {
    const { storage, onSessionRejected } = await run({
      status: 403,
      body: { errors: [{ message: 'Expired token' }] },
    });
    expect(onSessionRejected).toHaveBeenCalledWith('Expired token');
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('given another error, it leaves storage alone and does not notify', async () => {
    const { storage, onSessionRejected } = await run({
      body: { data: null, errors: [{ message: 'Only 2 item(s) left in stock.' }] },
    });
    expect(onSessionRejected).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.session)).not.toBeNull();
  });
});
