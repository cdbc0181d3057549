import { createRequest, gql, makeOperation, type Operation } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { withFetch, withRequestHeaders } from './operationContext';

const operation = (context: Partial<Operation['context']> = {}): Operation =>
  makeOperation('query', createRequest(gql`query GetCart { cart { total } }`, {}), {
    url: '/graphql',
    requestPolicy: 'network-only',
    ...context,
  });

const headersOf = (op: Operation) => {
  const { fetchOptions } = op.context;
  return (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions)?.headers;
};

/** A fetch layer that records its name on the way out, to see the order and count of layers. */
const recording =
  (name: string, seen: string[]) =>
  (inner: typeof fetch): typeof fetch =>
  (input, init) => {
    seen.push(name);
    return inner(input, init);
  };

describe('withRequestHeaders', () => {
  it('given headers from fetchOptions as a function, it keeps them and adds the new ones', () => {
    const op = operation({ fetchOptions: () => ({ headers: { 'X-App': 'shop' } }) });
    expect(headersOf(withRequestHeaders(op, { authorization: 'Bearer t' }))).toEqual({
      'x-app': 'shop',
      authorization: 'Bearer t',
    });
  });

  it('given null for a header the operation carries, it removes it', () => {
    const op = operation({ fetchOptions: { headers: { Authorization: 'Bearer old', a: '1' } } });
    expect(headersOf(withRequestHeaders(op, { authorization: null }))).toEqual({ a: '1' });
  });
});

describe('withFetch', () => {
  const SESSION = Symbol('session');
  const STATUS = Symbol('status');

  it('given an operation wrapped again by the same layers, each layer runs once, in order', async () => {
    const seen: string[] = [];
    const base: typeof fetch = async () => new Response('{}');
    let op = operation({ fetch: base });
    for (let run = 0; run < 3; run += 1) {
      op = withFetch(op, SESSION, recording('session', seen));
      op = withFetch(op, STATUS, recording('status', seen));
    }
    await op.context.fetch?.('/graphql');
    expect(seen).toEqual(['status', 'session']);
  });
});
