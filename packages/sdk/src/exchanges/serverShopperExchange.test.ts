import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { createCacheScope } from './cacheScope';
import { serverShopperExchange } from './serverShopperExchange';

let server: LoopbackServer;
afterEach(() => server.close());

const CART = gql('query GetCart { cart { isEmpty } }');
const ADA = { id: 'dXNlcjox', name: 'ada', email: 'ada@example.com' };

/** A relay whose every answer names Ada as the shopper, and a client following it. */
async function relayNamingAda() {
  server = await startLoopback(() => ({
    body: { data: { cart: { isEmpty: true } }, extensions: { shopper: { user: ADA } } },
  }));
  const scope = createCacheScope();
  const onShopper = vi.fn();
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [
      scope.exchange,
      cacheExchange,
      serverShopperExchange(onShopper, scope),
      fetchExchange,
    ],
  });
  return { scope, client, onShopper };
}

describe('serverShopperExchange', () => {
  it('given an answer naming the shopper, it is followed', async () => {
    const { client, onShopper } = await relayNamingAda();
    await client.query(CART, {}).toPromise();
    expect(onShopper).toHaveBeenCalledExactlyOnceWith(ADA);
  });

  it('given the shopper changed (a logout) while a request was on its way, its answer is not followed', async () => {
    const { client, scope, onShopper } = await relayNamingAda();
    const answer = client.query(CART, {}).toPromise();
    scope.reset();
    expect((await answer).data).toEqual({ cart: { isEmpty: true } });
    expect(onShopper).not.toHaveBeenCalled();
    await client.query(CART, {}).toPromise();
    expect(onShopper).toHaveBeenCalledExactlyOnceWith(ADA);
  });
});
