import { afterAll, describe, expect, it } from 'vitest';
import { commerceServerPerFile } from './commerce-server';
import { sendOperation } from './graphql-client';

const VARIABLE = 'TEST_SUPPORT_COMMERCE_URL';
const server = commerceServerPerFile({ endpointVariable: VARIABLE });

describe('commerceServerPerFile', () => {
  afterAll(() => {
    expect(process.env[VARIABLE]).toBe(server.endpoint);
  });

  it('given a file that asks for a server, a seeded one answers at its endpoint before the first test', async () => {
    const answer = await sendOperation<{ products: { nodes: unknown[] } }>(
      server.endpoint,
      '{ products(first: 3) { nodes { databaseId } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.products.nodes).toHaveLength(3);
  });

  it('given an endpoint variable, it points the variable at the server while the file runs', () => {
    expect(process.env[VARIABLE]).toBe(server.endpoint);
  });

  it('given the dev outbox, the server answers it at its origin', async () => {
    const response = await fetch(`${server.origin}/dev/outbox`);
    expect(response.status).toBe(200);
  });
});
