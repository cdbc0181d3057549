import { SESSION_HEADER } from '@peptide/domain';
import { createSchema, createYoga, type YogaInitialContext } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { sessionHeaderPlugin } from './session-header';

/**
 * A Yoga server whose `startCart` field asks for a header value the way the session service
 * keeps it: by the request object the resolver sees in its context.
 */
function serverAnswering(value: string) {
  const answers = new WeakMap<Request, string>();
  const yoga = createYoga({
    schema: createSchema<YogaInitialContext>({
      typeDefs: 'type Query { products: Int, startCart: Int }',
      resolvers: {
        Query: {
          products: () => 1,
          startCart: (_root, _args, context) => {
            answers.set(context.request, value);
            return 1;
          },
        },
      },
    }),
    plugins: [sessionHeaderPlugin({ responseHeader: (request) => answers.get(request) ?? null })],
  });
  return (query: string) =>
    yoga.fetch('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
}

describe('sessionHeaderPlugin', () => {
  it('given a resolver that left a token for its request, the response carries it', async () => {
    const response = await serverAnswering('new-token')('{ startCart }');
    expect(response.headers.get(SESSION_HEADER)).toBe('new-token');
  });

  it('given a session that is gone, the response carries false', async () => {
    const response = await serverAnswering('false')('{ startCart }');
    expect(response.headers.get(SESSION_HEADER)).toBe('false');
  });

  it('given a request that never asked for a session, the response has no session header', async () => {
    const response = await serverAnswering('new-token')('{ products }');
    expect(await response.json()).toEqual({ data: { products: 1 } });
    expect(response.headers.get(SESSION_HEADER)).toBeNull();
  });
});
