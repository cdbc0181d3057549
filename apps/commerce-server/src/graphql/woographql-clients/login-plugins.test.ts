import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceThrottleClock, CHANGE_CREDENTIALS } from '../../testing/account-operations';
import { REGISTER, Shopper, useTestShop } from '../../testing/shopper';

const DAY = 24 * 3_600_000;

/** WPGraphQL JWT Authentication's login, as WooGraphQL's own storefront guide sends it. */
const JWT_LOGIN = `mutation Login($username: String!, $password: String!) {
  login(input: { clientMutationId: "login", username: $username, password: $password }) {
    authToken
    refreshToken
    sessionToken
    customer { id databaseId email sessionToken }
    user { id databaseId username jwtAuthExpiration }
  }
}`;
/** JWT Authentication's refresh. */
const JWT_REFRESH = `mutation RefreshAuthToken($refreshToken: String!) {
  refreshJwtAuthToken(input: { jwtRefreshToken: $refreshToken }) { authToken }
}`;
/** WPGraphQL Headless Login's password login. */
const HEADLESS_LOGIN = `mutation LoginWithPassword($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken
    authTokenExpiration
    refreshToken
    refreshTokenExpiration
    wooSessionToken
    user { id databaseId email }
  }
}`;
/** Headless Login's refresh. */
const HEADLESS_REFRESH = `mutation RefreshToken($token: String!) {
  refreshToken(input: { refreshToken: $token }) { authToken authTokenExpiration success }
}`;
const VIEWER_TOKENS = `{ viewer { databaseId jwtAuthToken jwtRefreshToken jwtAuthExpiration isJwtAuthSecretRevoked } }`;

/** The claims of a token, read without checking it. */
function claimsOf(token: unknown): Record<string, number | string> {
  return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString());
}

describe('WooGraphQL storefronts logging in with either login plugin', () => {
  const shop = useTestShop();
  afterEach(() => vi.useRealTimers());

  const register = (email = 'ada@example.org') =>
    shop.shopper.ok(REGISTER, { email, password: 'password-one' });

  it("given JWT Authentication's login document, it answers login, refresh and session tokens with the customer and the user", async () => {
    const { registerCustomer } = await register();
    const { login } = await new Shopper(shop.server).ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    const auth = claimsOf(login.authToken);
    expect(auth).toMatchObject({ sub: String(login.user.databaseId), aud: 'auth' });
    expect(claimsOf(login.refreshToken)).toMatchObject({ aud: 'refresh' });
    expect(login.user).toMatchObject({ username: 'ada', jwtAuthExpiration: String(auth.exp) });
    expect(login.customer).toMatchObject({
      id: registerCustomer.customer.id,
      email: 'ada@example.org',
      sessionToken: login.sessionToken,
    });
    expect(claimsOf(login.sessionToken)).toMatchObject({ aud: 'session' });
    const client = new Shopper(shop.server);
    client.authToken = login.authToken;
    expect((await client.ok('{ viewer { username } }')).viewer.username).toBe('ada');
  });

  it("given Headless Login's password login, it answers the tokens with their expiry times and the user", async () => {
    await register();
    const { login } = await shop.shopper.ok(HEADLESS_LOGIN, {
      username: 'ada@example.org',
      password: 'password-one',
    });
    const now = Math.floor(shop.clock.now / 1000);
    expect(login.authTokenExpiration).toBe(String(now + 7 * 24 * 3600));
    expect(login.authTokenExpiration).toBe(String(claimsOf(login.authToken).exp));
    expect(login.refreshTokenExpiration).toBe(String(now + 30 * 24 * 3600));
    expect(login.refreshTokenExpiration).toBe(String(claimsOf(login.refreshToken).exp));
    expect(claimsOf(login.wooSessionToken)).toMatchObject({ aud: 'session' });
    expect(login.user.email).toBe('ada@example.org');
  });

  it('given a Headless Login provider other than PASSWORD, or no credentials, it is refused clearly', async () => {
    await register();
    expect(
      await shop.shopper.error(
        'mutation { login(input: { provider: GOOGLE, oauthResponse: { code: "abc" } }) { authToken } }',
      ),
    ).toBe(SERVER_MESSAGES.loginProviderNotEnabled('GOOGLE'));
    expect(
      await shop.shopper.error('mutation { login(input: { provider: PASSWORD }) { authToken } }'),
    ).toBe(MESSAGES.invalidCredentials);
    expect(await shop.shopper.error('mutation { login(input: {}) { authToken } }')).toBe(
      MESSAGES.invalidCredentials,
    );
  });

  it("given wrong passwords through either plugin's document, they count against the one limit of the account", async () => {
    await register();
    for (let n = 0; n < 3; n++)
      await new Shopper(shop.server).error(JWT_LOGIN, { username: 'ada', password: 'wrong-one' });
    for (let n = 0; n < 2; n++)
      await new Shopper(shop.server).error(HEADLESS_LOGIN, {
        username: 'ada@example.org',
        password: 'wrong-one',
      });
    expect(
      await new Shopper(shop.server).error(HEADLESS_LOGIN, {
        username: 'ada',
        password: 'password-one',
      }),
    ).toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));
  });

  it('given a login token past its expiry, a refresh through either plugin gives a new one that reads the account', async () => {
    await register();
    const { login } = await shop.shopper.ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    const client = new Shopper(shop.server);
    client.authToken = login.authToken;
    shop.clock.advance(7 * DAY + 1000);
    expect(await client.error('{ viewer { username } }')).toBe(MESSAGES.expiredToken);

    const guest = new Shopper(shop.server);
    const jwt = await guest.ok(JWT_REFRESH, { refreshToken: login.refreshToken });
    client.authToken = jwt.refreshJwtAuthToken.authToken;
    expect((await client.ok('{ viewer { username } }')).viewer.username).toBe('ada');

    const headless = (await guest.ok(HEADLESS_REFRESH, { token: login.refreshToken })).refreshToken;
    expect(headless).toMatchObject({ success: true });
    expect(headless.authTokenExpiration).toBe(String(claimsOf(headless.authToken).exp));
    client.authToken = headless.authToken;
    expect((await client.ok('{ viewer { username } }')).viewer.username).toBe('ada');
  });

  it('given a refresh late in the login, the new login token ends when the login does, 30 days after the password', async () => {
    await register();
    const { login } = await shop.shopper.ok(HEADLESS_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    shop.clock.advance(28 * DAY);
    const { refreshToken } = await shop.shopper.ok(HEADLESS_REFRESH, {
      token: login.refreshToken,
    });
    expect(refreshToken.authTokenExpiration).toBe(login.refreshTokenExpiration);
    const client = new Shopper(shop.server);
    client.authToken = refreshToken.authToken;
    // Asking the refreshed token for fresh tokens does not stretch the login either.
    const { viewer } = await client.ok(VIEWER_TOKENS);
    expect(claimsOf(viewer.jwtRefreshToken).exp).toBe(Number(login.refreshTokenExpiration));
    expect(viewer.jwtAuthExpiration).toBe(login.refreshTokenExpiration);
    shop.clock.advance(2 * DAY + 1000);
    expect(await client.error('{ viewer { username } }')).toBe(MESSAGES.expiredToken);
  });

  it('given a refresh token past its expiry, both plugins refuse it', async () => {
    await register();
    const { login } = await shop.shopper.ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    shop.clock.advance(30 * DAY + 1000);
    expect(await shop.shopper.error(JWT_REFRESH, { refreshToken: login.refreshToken })).toBe(
      SERVER_MESSAGES.refreshTokenExpired,
    );
    expect(
      (await shop.shopper.ok(HEADLESS_REFRESH, { token: login.refreshToken })).refreshToken,
    ).toEqual({ success: false, authToken: null, authTokenExpiration: null });
  });

  it('given a forged or altered refresh token, or a login token in its place, both plugins refuse it', async () => {
    await register();
    const { login } = await shop.shopper.ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    const [header, payload, signature = ''] = String(login.refreshToken).split('.');
    const altered = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const longer = Buffer.from(
      JSON.stringify({ ...claimsOf(login.refreshToken), exp: 4_000_000_000 }),
    ).toString('base64url');
    for (const token of [altered, `${header}.${longer}.${signature}`, login.authToken, 'garbage']) {
      expect(await shop.shopper.error(JWT_REFRESH, { refreshToken: token })).toBe(
        SERVER_MESSAGES.invalidRefreshToken,
      );
      expect((await shop.shopper.ok(HEADLESS_REFRESH, { token })).refreshToken.success).toBe(false);
    }
  });

  it('given a password change since the login, its refresh tokens are refused and the change answers one that is not', async () => {
    await register();
    const { login } = await shop.shopper.ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    const owner = new Shopper(shop.server);
    owner.authToken = login.authToken;
    const { changeAccountCredentials } = await owner.ok(CHANGE_CREDENTIALS, {
      input: { currentPassword: 'password-one', password: 'password-two' },
    });
    expect(await shop.shopper.error(JWT_REFRESH, { refreshToken: login.refreshToken })).toBe(
      SERVER_MESSAGES.refreshTokenEnded,
    );
    expect(
      (await shop.shopper.ok(HEADLESS_REFRESH, { token: login.refreshToken })).refreshToken.success,
    ).toBe(false);
    const renewed = changeAccountCredentials.refreshToken;
    expect(renewed).toBeTruthy();
    const { refreshJwtAuthToken } = await shop.shopper.ok(JWT_REFRESH, { refreshToken: renewed });
    expect(refreshJwtAuthToken.authToken).toBeTruthy();
  });

  it('given 20 refused refresh tokens from one client, its next refresh waits 15 minutes, while good ones do not count', async () => {
    await register();
    const { login } = await shop.shopper.ok(JWT_LOGIN, {
      username: 'ada',
      password: 'password-one',
    });
    const client = new Shopper(shop.server, '127.0.0.2');
    for (let n = 0; n < 25; n++) await client.ok(JWT_REFRESH, { refreshToken: login.refreshToken });
    for (let n = 0; n < 20; n++)
      expect(
        (await client.ok(HEADLESS_REFRESH, { token: `forged-${n}` })).refreshToken.success,
      ).toBe(false);
    const refused = SERVER_MESSAGES.tooManyRefreshAttempts(15);
    expect(await client.error(JWT_REFRESH, { refreshToken: login.refreshToken })).toBe(refused);
    expect(await client.error(HEADLESS_REFRESH, { token: login.refreshToken })).toBe(refused);
    await new Shopper(shop.server, '127.0.0.3').ok(JWT_REFRESH, {
      refreshToken: login.refreshToken,
    });
    advanceThrottleClock(15 * 60_000);
    await client.ok(JWT_REFRESH, { refreshToken: login.refreshToken });
  });

  it("given JWT Authentication's token fields, the caller gets its own and another user's are null", async () => {
    const { registerCustomer } = await register();
    const owner = new Shopper(shop.server);
    owner.authToken = registerCustomer.authToken;
    const { viewer } = await owner.ok(VIEWER_TOKENS);
    expect(viewer).toMatchObject({ isJwtAuthSecretRevoked: false });
    expect(claimsOf(viewer.jwtAuthToken)).toMatchObject({ sub: String(viewer.databaseId) });
    expect(viewer.jwtAuthExpiration).toBe(String(claimsOf(viewer.jwtAuthToken).exp));
    const { refreshJwtAuthToken } = await owner.ok(JWT_REFRESH, {
      refreshToken: viewer.jwtRefreshToken,
    });
    expect(claimsOf(refreshJwtAuthToken.authToken).sub).toBe(String(viewer.databaseId));

    const fields = 'jwtAuthToken jwtRefreshToken jwtAuthExpiration isJwtAuthSecretRevoked';
    const { posts } = await owner.ok(
      `{ posts(first: 1) { nodes { author { node { databaseId ${fields} } } } } }`,
    );
    const author = posts.nodes[0].author.node;
    expect(author.databaseId).not.toBe(viewer.databaseId);
    expect(author).toMatchObject({
      jwtAuthToken: null,
      jwtRefreshToken: null,
      jwtAuthExpiration: null,
      isJwtAuthSecretRevoked: false,
    });
    expect((await new Shopper(shop.server).ok(`{ customer { ${fields} } }`)).customer).toEqual({
      jwtAuthToken: null,
      jwtRefreshToken: null,
      jwtAuthExpiration: null,
      isJwtAuthSecretRevoked: false,
    });
  });

  it('given a registration, it answers a refresh token of the new login as JWT Authentication adds it', async () => {
    const { registerCustomer } = await shop.shopper.ok(
      `mutation ($email: String!, $password: String) {
        registerCustomer(input: { email: $email, password: $password }) { authToken refreshToken }
      }`,
      { email: 'new@example.org', password: 'password-one' },
    );
    const { refreshJwtAuthToken } = await shop.shopper.ok(JWT_REFRESH, {
      refreshToken: registerCustomer.refreshToken,
    });
    expect(claimsOf(refreshJwtAuthToken.authToken).sub).toBe(
      claimsOf(registerCustomer.authToken).sub,
    );
  });
});
