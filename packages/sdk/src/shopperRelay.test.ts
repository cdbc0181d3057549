import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { SERVER_MESSAGES } from '@peptide/domain';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  ChangeAccountCredentialsDocument,
  LoginDocument,
  RefreshJwtAuthTokenDocument,
  RegisterCustomerAccountDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
  ViewerDocument,
} from './generated/graphql';
import { createSessionClient, NO_SHOPPER, type ShopperSession } from './sessionClient';
import {
  BACKEND_DOWN_MESSAGE,
  type BrowserOperation,
  NOT_AN_OPERATION_MESSAGE,
  REFRESH_REFUSED_MESSAGE,
  readBrowserOperation,
  relayShopperOperation,
} from './shopperRelay';
import { simpleProduct } from './testing/catalogue';
import { commerceServerPerFile } from './testing/commerceServer';
import { makeJwt } from './testing/jwt';
import { startLoopback } from './testing/loopbackServer';
import { resetLinkFor } from './testing/outbox';
import { dataOf } from './testing/results';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';

/** One server request's session client, whose fetch records every body sent and received. */
function request(shopper: ShopperSession, endpoint = server.endpoint) {
  const sent: string[] = [];
  const received: string[] = [];
  const session = createSessionClient({
    endpoint,
    shopper,
    fetch: async (input, init) => {
      sent.push(String(init?.body));
      const response = await fetch(input, init);
      received.push(await response.clone().text());
      return response;
    },
  });
  return { session, sent, received };
}

/** Every string the backend answered under a key of `names`, anywhere in its JSON. */
function stringsUnder(json: string, names: readonly string[]): string[] {
  const found: string[] = [];
  JSON.parse(json, (key, value: unknown) => {
    if (names.includes(key) && typeof value === 'string') found.push(value);
    return value;
  });
  return found;
}

/** What the browser's store posts for one of the SDK's typed documents. */
function posted<Variables>(
  document: TypedDocumentNode<unknown, Variables>,
  variables: Variables,
): BrowserOperation {
  const query = print(document);
  return {
    query,
    variables: variables as Record<string, unknown>,
    operationName: /^(?:query|mutation) (\w+)/m.exec(query)?.[1] ?? null,
  };
}

/** A customer with a password set through the e-mailed link, not logged in anywhere. */
async function customer(email: string): Promise<string> {
  const { client } = server.shopper();
  dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());
  const link = await resetLinkFor(server.origin, email);
  dataOf(
    await client
      .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
      .toPromise(),
  );
  return email;
}

/** A login through the relay; the session it leaves, to write back to the cookie. */
async function loggedInThroughRelay(email: string): Promise<ShopperSession> {
  const { session } = request(NO_SHOPPER);
  const answer = await relayShopperOperation(
    session,
    posted(LoginDocument, { username: email, password: PASSWORD }),
  );
  expect(answer.status).toBe(200);
  return session.shopper();
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('readBrowserOperation: one GraphQL operation from a JSON body', () => {
  it('given a query with or without variables and a name, reads it, absent fields as null', () => {
    expect(readBrowserOperation({ query: '{ viewer { id } }' })).toEqual({
      query: '{ viewer { id } }',
      variables: null,
      operationName: null,
    });
    expect(
      readBrowserOperation({
        query: 'query V { viewer { id } }',
        variables: { a: 1 },
        operationName: 'V',
      }),
    ).toEqual({ query: 'query V { viewer { id } }', variables: { a: 1 }, operationName: 'V' });
    expect(readBrowserOperation({ query: 'x', variables: null, operationName: null })).toEqual({
      query: 'x',
      variables: null,
      operationName: null,
    });
    expect(readBrowserOperation({ query: 'q'.repeat(100_000) })?.query).toHaveLength(100_000);
  });

  it('given anything but one operation, answers null', () => {
    for (const body of [
      null,
      'query { viewer { id } }',
      [{ query: '{ viewer { id } }' }],
      {},
      { query: 42 },
      { query: 'q'.repeat(100_001) },
      { query: '{ a }', variables: [] },
      { query: '{ a }', variables: 'a=1' },
      { query: '{ a }', operationName: 7 },
    ]) {
      expect(readBrowserOperation(body)).toBeNull();
    }
  });
});

describe('relayShopperOperation: the browser’s operations run as the server session’s shopper', () => {
  it('given a login, keeps both tokens in the session and answers the user without them', async () => {
    const email = await customer('relay.login@example.com');
    const { session } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(
      session,
      posted(LoginDocument, { username: email, password: PASSWORD }),
    );

    const kept = session.shopper();
    expect(kept.authToken?.split('.')).toHaveLength(3);
    expect(kept.refreshToken).toBeTruthy();
    expect(kept.user).toMatchObject({ email });
    expect(session.changed()).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.body.extensions.shopper.user).toMatchObject({ email });
    expect(answer.body.data).toMatchObject({
      login: { authToken: null, refreshToken: null, user: { email } },
    });
    const json = JSON.stringify(answer);
    expect(json).not.toContain(kept.authToken);
    expect(json).not.toContain(kept.refreshToken);

    // The next request, from the cookie, is that customer's.
    const next = request(kept).session;
    const viewer = await relayShopperOperation(next, posted(ViewerDocument, {}));
    expect(viewer.body.data).toMatchObject({ viewer: { email } });
  });

  it('given a login asking every token field, aliased, answers each of them null', async () => {
    const email = await customer('relay.fields@example.com');
    const { session, received } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(session, {
      query: `mutation In($username: String!, $password: String!) {
        signIn: login(input: { username: $username, password: $password }) {
          authToken refreshToken sessionToken wooSessionToken
          user { id name email jwtAuthToken jwtRefreshToken }
          customer { email sessionToken jwtAuthToken jwtRefreshToken }
        }
      }`,
      variables: { username: email, password: PASSWORD },
      operationName: 'In',
    });

    const kept = session.shopper();
    expect(kept.user).toMatchObject({ email });
    // urql's document cache adds `__typename` to every selection; the browser's client does too.
    expect(answer.body.data).toMatchObject({
      signIn: {
        authToken: null,
        refreshToken: null,
        sessionToken: null,
        wooSessionToken: null,
        user: { email, jwtAuthToken: null, jwtRefreshToken: null },
        customer: { email, sessionToken: null, jwtAuthToken: null, jwtRefreshToken: null },
      },
    });
    // The backend answered nine token strings (every field asked); none reaches the browser.
    const tokens = stringsUnder(received.join(''), [
      'authToken',
      'refreshToken',
      'sessionToken',
      'wooSessionToken',
      'jwtAuthToken',
      'jwtRefreshToken',
    ]);
    expect(tokens).toHaveLength(9);
    expect(tokens).toContain(kept.authToken);
    const json = JSON.stringify(answer);
    for (const token of tokens) expect(json).not.toContain(token);
  });

  it('given a registration with tokens, keeps the login; one without keeps none', async () => {
    const { session } = request(NO_SHOPPER);
    const email = 'relay.registered@example.com';
    const answer = await relayShopperOperation(
      session,
      posted(RegisterCustomerDocument, { email }),
    );

    const kept = session.shopper();
    expect(kept.authToken).toBeTruthy();
    expect(kept.refreshToken).toBeTruthy();
    expect(kept.user).toEqual({ id: expect.any(String), name: '', email });
    expect(answer.body.data).toMatchObject({
      registerCustomer: { authToken: null, refreshToken: null, customer: { email } },
    });
    expect(answer.body.extensions.shopper.user).toEqual(kept.user);
    const json = JSON.stringify(answer);
    expect(json).not.toContain(kept.authToken);
    expect(json).not.toContain(kept.refreshToken);

    const other = request(NO_SHOPPER).session;
    const account = await relayShopperOperation(
      other,
      posted(RegisterCustomerAccountDocument, { email: 'relay.account@example.com' }),
    );
    expect(account.body.data).toMatchObject({
      registerCustomer: { customer: { email: 'relay.account@example.com' } },
    });
    expect(other.shopper().authToken).toBeNull();
    expect(account.body.extensions.shopper.user).toBeNull();
  });

  it('given an add to cart, keeps the WooCommerce session on the server and answers the cart without it', async () => {
    const product = await simpleProduct(server.shopper().client);
    const { session } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(
      session,
      posted(AddToCartDocument, { productId: product.databaseId, quantity: 2 }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ addToCart: { cart: { contents: { itemCount: 2 } } } });
    const token = session.shopper().session?.token;
    expect(token).toBeTruthy();
    expect(JSON.stringify(answer)).not.toContain(token);
    expect(answer.body.extensions.shopper.user).toBeNull();

    // The same session, asked for its own session token, answers it null.
    const next = request(session.shopper()).session;
    const asked = await relayShopperOperation(next, {
      query: '{ customer { sessionToken } cart { contents { itemCount } } }',
      variables: null,
      operationName: null,
    });
    expect(asked.body.data).toMatchObject({
      customer: { sessionToken: null },
      cart: { contents: { itemCount: 2 } },
    });
  });

  it('given a refresh mutation, however spelled, refuses it 403 and sends nothing to the backend', async () => {
    const shopper = { ...NO_SHOPPER, authToken: makeJwt({ exp: Date.now() / 1000 + 3600 }) };
    const refreshes: BrowserOperation[] = [
      posted(RefreshJwtAuthTokenDocument, { refreshToken: 'a refresh token' }),
      {
        query: `mutation { ...Renew }
          fragment Renew on RootMutation { ... on RootMutation { again: refreshToken(input: { refreshToken: "r" }) { authToken } } }`,
        variables: null,
        operationName: null,
      },
    ];
    for (const operation of refreshes) {
      const { session, sent } = request({ ...shopper, refreshToken: 'a refresh token' });
      const answer = await relayShopperOperation(session, operation);
      expect(answer).toEqual({
        status: 403,
        body: {
          errors: [{ message: REFRESH_REFUSED_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
          extensions: { shopper: { user: null } },
        },
      });
      expect(sent).toEqual([]);
      expect(session.changed()).toBe(false);
    }
  });

  it('given a syntax error, no operation of that name, two unnamed or a subscription, answers 400 unsent', async () => {
    const { session, sent } = request(NO_SHOPPER);
    for (const operation of [
      { query: 'mutation { addToCart(', operationName: null },
      { query: 'query A { __typename }', operationName: 'B' },
      { query: 'query A { __typename } query B { __typename }', operationName: null },
      { query: 'subscription { cartChanged }', operationName: null },
      { query: 'type Query { a: Int }', operationName: null },
    ]) {
      const answer = await relayShopperOperation(session, { ...operation, variables: null });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { message: NOT_AN_OPERATION_MESSAGE, extensions: { code: 'BAD_REQUEST' } },
      ]);
    }
    expect(sent).toEqual([]);
  });

  it('given two operations and a name, sends only the one named', async () => {
    const { session, sent } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(session, {
      query: 'query A { viewer { id } } query B { cart { isEmpty } }',
      variables: null,
      operationName: 'B',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ cart: expect.objectContaining({ isEmpty: true }) });
    expect(answer.body.data).not.toHaveProperty('viewer');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ operationName: 'B' });
    expect(sent[0]).not.toContain('viewer');
  });

  it('given a backend that refuses a document with a 400, answers its status and words', async () => {
    const aliases = Array.from({ length: 60 }, (_, index) => `a${index}: viewer { id }`).join(' ');
    const { session } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(session, {
      query: `{ ${aliases} }`,
      variables: null,
      operationName: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.message)).toEqual([
      SERVER_MESSAGES.tooManyAliases(50),
    ]);
  });

  it('given a wrong password, answers 200 with the backend’s refusal and keeps no login', async () => {
    const email = await customer('relay.wrong@example.com');
    const { session } = request(NO_SHOPPER);
    const answer = await relayShopperOperation(
      session,
      posted(LoginDocument, { username: email, password: 'not the password' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toBeTruthy();
    expect(session.shopper().authToken).toBeNull();
    expect(answer.body.extensions.shopper.user).toBeNull();
  });

  it('given an unreachable backend, a 500 or a body that is not JSON, answers 502', async () => {
    const down = `http://127.0.0.1:${await closedPort()}/graphql`;
    const failing = await startLoopback(() => ({
      status: 500,
      body: { errors: [{ message: 'boom' }] },
    }));
    const garbled = await startLoopback(() => ({ body: '<html>maintenance</html>' }));
    try {
      for (const endpoint of [down, failing.url, garbled.url]) {
        const { session } = request(NO_SHOPPER, endpoint);
        const answer = await relayShopperOperation(session, posted(ViewerDocument, {}));
        expect(answer).toEqual({
          status: 502,
          body: {
            errors: [{ message: BACKEND_DOWN_MESSAGE, extensions: { code: 'BAD_GATEWAY' } }],
            extensions: { shopper: { user: null } },
          },
        });
      }
    } finally {
      await failing.close();
      await garbled.close();
    }
  });

  it('given tokens in an error’s extensions, answers them null and keeps the backend’s words', async () => {
    const backend = await startLoopback(() => ({
      body: {
        data: { viewer: null },
        errors: [
          {
            message: 'Expired token',
            path: ['viewer'],
            extensions: {
              code: 'UNAUTHENTICATED',
              debug: { jwtUserSecret: 's3cret', authToken: 'jwt' },
            },
          },
        ],
      },
    }));
    try {
      const { session } = request(NO_SHOPPER, backend.url);
      const answer = await relayShopperOperation(session, posted(ViewerDocument, {}));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ viewer: null });
      expect(answer.body.errors).toEqual([
        {
          message: 'Expired token',
          path: ['viewer'],
          extensions: { code: 'UNAUTHENTICATED', debug: { jwtUserSecret: null, authToken: null } },
        },
      ]);
    } finally {
      await backend.close();
    }
  });

  it('given a refused refresh on the server, answers as a guest and says the login ended', async () => {
    const shopper = await loggedInThroughRelay(await customer('relay.ended@example.com'));
    expect(shopper.user).not.toBeNull();
    const { session } = request({
      ...shopper,
      authToken: makeJwt({ exp: Date.now() / 1000 - 60 }),
      refreshToken: 'forged',
    });
    const answer = await relayShopperOperation(session, posted(ViewerDocument, {}));
    expect(answer.body.data).toEqual({ viewer: null });
    expect(answer.body.extensions.shopper.user).toBeNull();
    expect(session.changed()).toBe(true);
  });

  it('given a new password and address, keeps the renewed login and refresh tokens and the new address', async () => {
    const email = await customer('relay.credentials@example.com');
    const before = await loggedInThroughRelay(email);
    const { session } = request(before);
    const answer = await relayShopperOperation(
      session,
      posted(ChangeAccountCredentialsDocument, {
        input: {
          currentPassword: PASSWORD,
          password: 'a brand new password',
          email: 'relay.moved@example.com',
        },
      }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({
      changeAccountCredentials: { authToken: null, customer: { email: 'relay.moved@example.com' } },
    });
    const after = session.shopper();
    expect(after.authToken).toBeTruthy();
    expect(after.authToken).not.toBe(before.authToken);
    // The earlier refresh token ended with the password: the new one is kept.
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(JSON.stringify(answer)).not.toContain(after.refreshToken);
    expect(after.user).toEqual({ ...before.user, email: 'relay.moved@example.com' });
    expect(answer.body.extensions.shopper.user?.email).toBe('relay.moved@example.com');
    expect(JSON.stringify(answer)).not.toContain(after.authToken);

    // The earlier token ended with the password; the kept one is the customer's.
    const next = request(after).session;
    const viewer = await relayShopperOperation(next, posted(ViewerDocument, {}));
    expect(viewer.body.data).toMatchObject({ viewer: { email: 'relay.moved@example.com' } });
  });
});
