import { SESSION_HEADER, TIMINGS } from '@peptide/domain';
import { Client, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage, type ShopStorage } from '../storage/storage';
import { type LoopbackAnswer, type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { sessionExchange } from './sessionExchange';

const GetCart = gql`
  query GetCart {
    cart {
      total
    }
  }
`;
const NOW = 1_800_000_000_000;
const ok: LoopbackAnswer = { body: { data: { cart: { total: '0' } } } };

let server: LoopbackServer;
afterEach(() => server.close());

async function send(storage: ShopStorage, answer: LoopbackAnswer = ok, now = NOW) {
  server = await startLoopback(() => answer);
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [sessionExchange({ storage, now: () => now }), fetchExchange],
  });
  const result = await client.query(GetCart, {}).toPromise();
  return { result, sent: server.requests[0]?.headers[SESSION_HEADER] };
}

const stored = (token: string, createdTime: number) =>
  memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify({ token, createdTime }) });

describe('sessionExchange', () => {
  it('given no stored session, it sends no session header', async () => {
    const { sent, result } = await send(memoryStorage());
    expect(sent).toBeUndefined();
    expect(result.data).toEqual({ cart: { total: '0' } });
  });

  it('given a session exactly 7 days old, it still sends it as "Session {token}"', async () => {
    const storage = stored('abc', NOW - TIMINGS.sessionLifetime);
    const { sent } = await send(storage);
    expect(sent).toBe('Session abc');
  });

  it('given a session 7 days and 1 ms old, it removes it, empties the cart record and sends none', async () => {
    const storage = stored('abc', NOW - TIMINGS.sessionLifetime - 1);
    storage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 1, quantity: 2 }]));
    const { sent } = await send(storage);
    expect(sent).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('given no stored session, a response session header is stored with createdTime now', async () => {
    const storage = memoryStorage();
    await send(storage, { ...ok, headers: { [SESSION_HEADER]: 'new-token' } });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      token: 'new-token',
      createdTime: NOW,
    });
  });

  it('given a stored session, a different response header does not replace it', async () => {
    const storage = stored('old', NOW - 1000);
    await send(storage, { ...ok, headers: { [SESSION_HEADER]: 'other' } });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      token: 'old',
      createdTime: NOW - 1000,
    });
  });

  it('given the response header "false", it removes the stored session', async () => {
    const storage = stored('old', NOW - 1000);
    const { sent } = await send(storage, { ...ok, headers: { [SESSION_HEADER]: 'false' } });
    expect(sent).toBe('Session old');
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a JSON string', '"abc"'],
    ['a record without createdTime', '{"token":"abc"}'],
    ['an empty token', '{"token":"","createdTime":1}'],
    ['an array', '[1,2]'],
  ])(
    'given %s stored as the session, it counts as absent and stores the next header',
    async (_label, raw) => {
      const storage = memoryStorage({ [STORAGE_KEYS.session]: raw });
      const { sent, result } = await send(storage, {
        ...ok,
        headers: { [SESSION_HEADER]: 'fresh' },
      });
      expect(result.error).toBeUndefined();
      expect(sent).toBeUndefined();
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
        token: 'fresh',
        createdTime: NOW,
      });
    },
  );
});
