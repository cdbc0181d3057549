import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, type GraphQLError, parse, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { EXTENSION_FIELDS, probeCapabilities } from './capabilities';
import { commerceServerPerFile } from './testing/commerceServer';
import { type LoopbackServer, startLoopback } from './testing/loopbackServer';

const server = commerceServerPerFile();
const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '../../../schema');

/** WooGraphQL 1.0 as a live server prints it, with no plugin and nothing of the shop's. */
const stockWooGraphql = buildSchema(
  readFileSync(join(schemaDir, 'reference/woographql-1.0.2-schema.graphql'), 'utf8'),
);

let stock: LoopbackServer | undefined;
afterEach(async () => {
  await stock?.close();
  stock = undefined;
});

/**
 * A loopback endpoint that validates documents against the live print as WPGraphQL does and
 * answers its errors (400) or, for a valid document, an empty data object.
 */
async function stockBackend(plugin = ''): Promise<string> {
  const schema = plugin ? extendSchema(stockWooGraphql, parse(plugin)) : stockWooGraphql;
  stock = await startLoopback((request) => {
    const { query } = JSON.parse(request.body) as { query: string };
    const errors = validate(schema, parse(query)).map((error: GraphQLError) => ({
      message: error.message,
    }));
    return errors.length > 0 ? { status: 400, body: { errors } } : { body: { data: {} } };
  });
  return stock.url;
}

describe('probeCapabilities', () => {
  it('given the reference commerce server / it finds every extension, offset pages and the login plugin', async () => {
    const found = await probeCapabilities({ endpoint: server.endpoint });
    expect([...found.extensions].sort()).toEqual(
      [...EXTENSION_FIELDS.query, ...EXTENSION_FIELDS.mutation].sort(),
    );
    expect(found.offsetPagination).toBe(true);
    expect(found.loginPlugin).toBe('jwt-authentication');
  });

  it('given a stock WooGraphQL 1.0 backend / it finds no extension, no offset pages and no login', async () => {
    const found = await probeCapabilities({ endpoint: await stockBackend() });
    expect(found).toEqual({
      extensions: new Set(),
      offsetPagination: false,
      login: false,
      loginRefresh: false,
      loginPlugin: null,
    });
  });

  it('given WPGraphQL Headless Login / it finds that plugin by its refresh mutation', async () => {
    const headlessLogin = `
      input PasswordProviderResponseInput { username: String! password: String! }
      input LoginInput { provider: String! credentials: PasswordProviderResponseInput }
      type LoginPayload { authToken: String refreshToken: String }
      input RefreshTokenInput { refreshToken: String! }
      type RefreshTokenPayload { authToken: String success: Boolean }
      extend type RootMutation {
        login(input: LoginInput!): LoginPayload
        refreshToken(input: RefreshTokenInput!): RefreshTokenPayload
      }`;
    const found = await probeCapabilities({ endpoint: await stockBackend(headlessLogin) });
    expect(found).toMatchObject({ login: true, loginRefresh: true, loginPlugin: 'headless-login' });
  });

  it('given WPGraphQL JWT Authentication / it finds that plugin', async () => {
    const jwtAuthentication = `
      input LoginInput { username: String! password: String! }
      type LoginPayload { authToken: String refreshToken: String }
      input RefreshJwtAuthTokenInput { jwtRefreshToken: String! }
      type RefreshJwtAuthTokenPayload { authToken: String }
      extend type RootMutation {
        login(input: LoginInput!): LoginPayload
        refreshJwtAuthToken(input: RefreshJwtAuthTokenInput!): RefreshJwtAuthTokenPayload
      }`;
    const found = await probeCapabilities({ endpoint: await stockBackend(jwtAuthentication) });
    expect(found).toMatchObject({
      login: true,
      loginRefresh: true,
      loginPlugin: 'jwt-authentication',
    });
  });

  it('given a backend that answers no GraphQL / it says so rather than guessing', async () => {
    stock = await startLoopback(() => ({ status: 502, body: '<h1>Bad gateway</h1>' }));
    await expect(probeCapabilities({ endpoint: stock.url })).rejects.toThrow(/status 502/);
  });
});
