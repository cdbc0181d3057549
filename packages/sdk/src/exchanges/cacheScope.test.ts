import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { createCacheScope } from './cacheScope';

let server: LoopbackServer;
afterEach(() => server.close());

const CUSTOMER = gql('query GetCustomer { customer { id email } }');

/** A server whose n-th answer names customer n, and a client scoped by `scope`. */
async function numberedAnswers() {
  server = await startLoopback(() => ({
    body: {
      data: {
        customer: {
          __typename: 'Customer',
          id: String(server.requests.length),
          email: `customer${server.requests.length}@example.com`,
        },
      },
    },
  }));
  const scope = createCacheScope();
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [scope.exchange, cacheExchange, fetchExchange],
  });
  return { scope, client };
}

describe('createCacheScope', () => {
  it('given a query asked twice in one scope, the second answer comes from the cache', async () => {
    const { client } = await numberedAnswers();
    await client.query(CUSTOMER, {}).toPromise();
    const second = await client.query(CUSTOMER, {}).toPromise();
    expect(server.requests).toHaveLength(1);
    expect(second.data?.customer.email).toBe('customer1@example.com');
  });

  it('after a reset, a cached query asks the network once and is cached again', async () => {
    const { client, scope } = await numberedAnswers();
    await client.query(CUSTOMER, {}).toPromise();
    scope.reset();
    const afterReset = await client.query(CUSTOMER, {}).toPromise();
    const again = await client.query(CUSTOMER, {}).toPromise();
    expect(afterReset.data?.customer.email).toBe('customer2@example.com');
    expect(again.data?.customer.email).toBe('customer2@example.com');
    expect(server.requests).toHaveLength(2);
  });
});
