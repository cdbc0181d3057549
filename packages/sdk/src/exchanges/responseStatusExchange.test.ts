import { Client, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoopbackAnswer, type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { responseStatusExchange } from './responseStatusExchange';
import { ServerResponseError } from './serverResponseError';

const GetProducts = gql`
  query GetProducts {
    products {
      nodes {
        name
      }
    }
  }
`;

let server: LoopbackServer;
afterEach(() => server.close());

async function answerWith(answer: (url: string) => LoopbackAnswer) {
  server = await startLoopback((request) => answer(request.url));
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [responseStatusExchange, fetchExchange],
  });
  return client.query(GetProducts, {}).toPromise();
}

describe('responseStatusExchange', () => {
  it.each([300, 404, 500])(
    'given status %i, it fails with the status-code message',
    async (status) => {
      const result = await answerWith(() => ({ status, body: 'Oops' }));
      expect(result.data).toBeUndefined();
      expect(result.error?.networkError?.message).toBe(
        `Response not successful: Received status code ${status}`,
      );
    },
  );

  it('given a 302 to a working endpoint, it does not follow and fails with code 302', async () => {
    const result = await answerWith((url) =>
      url === '/elsewhere'
        ? { body: { data: { products: { nodes: [] } } } }
        : { status: 302, headers: { location: '/elsewhere' } },
    );
    expect(result.error?.networkError?.message).toBe(
      'Response not successful: Received status code 302',
    );
    expect(server.requests.map((request) => request.url)).toEqual(['/graphql']);
  });

  it('given a 500 whose body holds GraphQL errors, it keeps them on the error for callers', async () => {
    const body = { errors: [{ message: 'Expired token' }] };
    const result = await answerWith(() => ({ status: 500, body }));
    const networkError = result.error?.networkError;
    expect(networkError).toBeInstanceOf(ServerResponseError);
    expect((networkError as ServerResponseError).statusCode).toBe(500);
    expect((networkError as ServerResponseError).result).toEqual(body);
  });

  it.each<[string, LoopbackAnswer]>([
    ['an empty body', {}],
    ['an empty JSON object', { body: {} }],
    ['JSON with neither data nor errors', { body: { extensions: {} } }],
    ['an HTML page', { body: '<html>maintenance</html>' }],
  ])(
    'given status 200 with %s, it fails with "Server response was missing for query"',
    async (_label, answer) => {
      const result = await answerWith(() => answer);
      expect(result.error?.networkError?.message).toBe('Server response was missing for query');
    },
  );

  it('given status 200 with data, the data passes through', async () => {
    const result = await answerWith(() => ({ body: { data: { products: { nodes: [] } } } }));
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ products: { nodes: [] } });
  });

  it('given status 200 with only errors, they surface as GraphQL errors', async () => {
    const result = await answerWith(() => ({ body: { errors: [{ message: 'Bad input' }] } }));
    expect(result.error?.networkError).toBeUndefined();
    expect(result.error?.graphQLErrors.map((error) => error.message)).toEqual(['Bad input']);
  });
});
