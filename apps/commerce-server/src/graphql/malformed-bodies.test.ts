import { SERVER_MESSAGES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { MASKED_CRASH } from '../testing/hostile-variables';
import { storeInvariantProblems } from '../testing/invariants';
import { startServer } from '../testing/test-server';
import { MAX_NESTING } from './limits';

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

  it('given a list literal nested 3,500 deep (2,000 in a GET, whose URL Node limits), with or without variables, the answer is a 400 saying it nests too deeply, never a 500', async () => {
    const products = (levels: number, item: string) =>
      `products(where: { include: ${'['.repeat(levels)}${item}${']'.repeat(levels)} }) { nodes { id } }`;
    const requests = (levels: number) => [
      { query: `{ ${products(levels, '1')} }` },
      { query: `{ ${products(levels, '1')} }`, variables: {} },
      { query: `query ($n: Int) { ${products(levels, '$n')} }`, variables: { n: 1 } },
    ];
    const responses = [
      ...(await Promise.all(
        requests(3500).map((body) =>
          fetch(server.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      )),
      ...(await Promise.all(
        requests(2000).map(({ query, variables }) =>
          fetch(
            `${server.url}?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`,
          ),
        ),
      )),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors?: { message: string }[] };
      expect(answer.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.queryNestedTooDeeply(MAX_NESTING),
      ]);
    }
  });

  it('given a variable holding a list nested 3,500 deep, the answer names the variable with a code, never a 500', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($where: RootQueryToProductConnectionWhereArgs) { products(where: $where) { nodes { id } } }',
        variables: { where: { include: JSON.parse(`${'['.repeat(3500)}1${']'.repeat(3500)}`) } },
      }),
    });
    expect(response.status).toBeLessThan(500);
    const answer = (await response.json()) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$where" got invalid value/);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
