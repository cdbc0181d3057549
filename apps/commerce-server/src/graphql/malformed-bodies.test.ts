import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { MASKED_CRASH } from '../testing/hostile-variables';
import { storeInvariantProblems } from '../testing/invariants';
import { startServer } from '../testing/test-server';

describe('request bodies of the wrong shape', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, storefrontUrl: 'http://shop.test' });
  });
  afterAll(() => server?.close());

  it('given bodies whose variables or query are of the wrong type, the answer is a 400 or a GraphQL error, never a 500', async () => {
    const bodies = [
      { query: 'mutation { addToCart(input: { productId: 101 }) { __typename } }', variables: 'x' },
      {
        query: 'mutation ($i: AddToCartInput!) { addToCart(input: $i) { __typename } }',
        variables: [1],
      },
      { query: 42 },
      { query: ['mutation'] },
      { query: null, variables: {} },
      { query: 'mutation { checkout(input: {}) { __typename } }', operationName: 7 },
      {
        query: 'mutation ($i: ID!) { removeItemsFromCart(input: { keys: [$i] }) { __typename } }',
        variables: { i: { nested: ['x'] } },
      },
    ];
    for (const body of bodies) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([200, 400]).toContain(response.status);
      const answer = (await response.json()) as { errors?: { message: string }[] };
      expect(answer.errors?.[0]?.message).toBeTruthy();
      expect(answer.errors?.[0]?.message).not.toBe(MASKED_CRASH);
    }
    expect(await storeInvariantProblems(server.db)).toEqual([]);
  });
});
