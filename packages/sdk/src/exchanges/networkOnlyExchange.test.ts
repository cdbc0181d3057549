import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { networkOnlyExchange } from './networkOnlyExchange';

let server: LoopbackServer;
afterEach(() => server.close());

const query = (name: string) => gql(`query ${name} { shop { id } }`);

async function requestsAfterTwoRuns(name: string) {
  server = await startLoopback(() => ({
    body: { data: { shop: { __typename: 'Shop', id: '1' } } },
  }));
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [networkOnlyExchange, cacheExchange, fetchExchange],
  });
  await client.query(query(name), {}).toPromise();
  await client.query(query(name), {}).toPromise();
  return server.requests.length;
}

describe('networkOnlyExchange', () => {
  it.each(['GetCart', 'Viewer', 'GetFreeShippingAmount'])(
    'given %s asked twice, it goes to the network both times',
    async (name) => {
      expect(await requestsAfterTwoRuns(name)).toBe(2);
    },
  );

  it('given a catalogue query asked twice, the second answer comes from the cache', async () => {
    expect(await requestsAfterTwoRuns('GetProducts')).toBe(1);
  });
});
