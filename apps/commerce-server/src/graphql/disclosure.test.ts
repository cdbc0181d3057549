import { SERVER_MESSAGES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { ADD_TO_CART } from '../testing/shopper';
import { startServer } from '../testing/test-server';

interface Answer {
  status: number;
  text: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

/** Posts `body` as JSON to `server` over HTTP. */
async function post(server: RunningServer, body: string): Promise<Answer> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const INTROSPECTION = JSON.stringify({ query: '{ __schema { types { name } } }' });
const MISSPELT = JSON.stringify({ query: '{ products { nodes { nam } } }' });
const SECRET = 'hunter2-secret-password';
const BROKEN_JSON = `{"query": "{ cart { total } }", "variables": {"password": "${SECRET}"`;
const ILL_TYPED = JSON.stringify({ query: ADD_TO_CART, variables: { productId: SECRET } });
const ENUM_TYPO = JSON.stringify({
  query: '{ products(where: { orderby: [{ field: TOTAL_SALE, order: DESC }] }) { nodes { id } } }',
});

describe('what error answers disclose', () => {
  const servers: Record<'production' | 'development', RunningServer> = {} as never;
  beforeAll(async () => {
    servers.production = await startServer({ port: 0, dev: false });
    servers.development = await startServer({ port: 0, dev: true });
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  });

  it('given a production server, introspection is refused and no field or enum value is suggested', async () => {
    const introspection = await post(servers.production, INTROSPECTION);
    expect(introspection.status).toBeLessThan(500);
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const misspelt = await post(servers.production, MISSPELT);
    expect(misspelt.body.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "nam" on type "Product".',
    ]);
    expect(misspelt.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const enumTypo = await post(servers.production, ENUM_TYPO);
    expect(enumTypo.body.errors?.map((error) => error.message)).toEqual([
      'Value "TOTAL_SALE" does not exist in "ProductsOrderByEnum" enum.',
    ]);
    // __typename is not introspection: the SDK's cache asks for it.
    expect(
      (await post(servers.production, JSON.stringify({ query: '{ __typename }' }))).body,
    ).toEqual({
      data: { __typename: 'RootQuery' },
    });
  });

  it('given a production server, a body that is not JSON or an ill-typed variable is refused without echoing the input, with its code', async () => {
    const broken = await post(servers.production, BROKEN_JSON);
    expect(broken.status).toBe(400);
    expect(broken.text).not.toContain(SECRET);
    expect(broken.text).not.toContain('originalError');
    expect(broken.body.errors).toEqual([
      { message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    const illTyped = await post(servers.production, ILL_TYPED);
    expect(illTyped.status).toBeLessThan(500);
    expect(illTyped.text).not.toContain(SECRET);
    expect(illTyped.body.errors?.map((error) => error.message)).toEqual([
      SERVER_MESSAGES.invalidVariableValue('productId'),
    ]);
    expect(illTyped.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('given a development server, introspection, suggestions and the full error details stay on', async () => {
    const introspection = await post(servers.development, INTROSPECTION);
    expect(introspection.body.errors).toBeUndefined();
    expect(JSON.stringify(introspection.body.data)).toContain('"RootQuery"');
    const misspelt = await post(servers.development, MISSPELT);
    expect(misspelt.body.errors?.[0]?.message).toBe(
      'Cannot query field "nam" on type "Product". Did you mean "name"?',
    );
    expect((await post(servers.development, ENUM_TYPO)).body.errors?.[0]?.message).toBe(
      'Value "TOTAL_SALE" does not exist in "ProductsOrderByEnum" enum. Did you mean the enum value "TOTAL_SALES"?',
    );
    const broken = await post(servers.development, BROKEN_JSON);
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.extensions?.originalError).toBeDefined();
    expect((await post(servers.development, ILL_TYPED)).text).toContain(SECRET);
  });
});
