import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEmail } from '../../store/outbox';
import { advanceThrottleClock, outbox, SEND_RESET } from '../../testing/account-operations';
import {
  ADD_TO_CART,
  GET_CART,
  LOGIN,
  REGISTER,
  SEEDED,
  Shopper,
  useTestShop,
} from '../../testing/shopper';

const HOUR = 3_600_000;

/** WPGraphQL's lost-password request, as a WordPress storefront's form sends it. */
const SEND_PASSWORD_RESET = `mutation SendPasswordResetEmail($username: String!) {
  sendPasswordResetEmail(input: { username: $username }) { success user { databaseId } }
}`;
/** WPGraphQL's new password with the e-mailed link's key and login. */
const RESET_USER_PASSWORD = `mutation ResetUserPassword($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { username } }
}`;

/** The key and login of a WordPress-style reset link. */
function keyAndLogin(email: OutboxEmail | undefined): { key: string; login: string } {
  const url = new URL(String(email?.link));
  expect([...url.searchParams.keys()].sort()).toEqual(['key', 'login']);
  return { key: String(url.searchParams.get('key')), login: String(url.searchParams.get('login')) };
}

describe('WooGraphQL storefronts: session tokens and WPGraphQL password resets', () => {
  const shop = useTestShop();
  afterEach(() => vi.useRealTimers());

  const register = (email = 'ada@example.org') =>
    shop.shopper.ok(REGISTER, { email, password: 'password-one' });

  it("given a logged-in customer, viewer's wooSessionToken names the customer's cart with the login, and alone is dropped", async () => {
    const { registerCustomer } = await register();
    const owner = new Shopper(shop.server);
    owner.authToken = registerCustomer.authToken;
    await owner.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    const { viewer } = await owner.ok('{ viewer { wooSessionToken } customer { sessionToken } }');

    const elsewhere = new Shopper(shop.server);
    elsewhere.authToken = registerCustomer.authToken;
    elsewhere.sessionToken = viewer.wooSessionToken;
    const answer = await elsewhere.send(GET_CART);
    expect(answer.sessionHeader).toBeNull();
    expect(answer.data?.cart.contents.nodes).toMatchObject([{ quantity: 2 }]);

    const thief = new Shopper(shop.server);
    thief.sessionToken = viewer.wooSessionToken;
    expect((await thief.send(GET_CART)).sessionHeader).toBe('false');
  });

  it("given a guest's customer { sessionToken }, it starts the session storefronts then send as woocommerce-session", async () => {
    const guest = new Shopper(shop.server);
    const answer = await guest.send('{ customer { sessionToken } }');
    const token = answer.data?.customer.sessionToken;
    expect(answer.sessionHeader).toBe(token);
    const storefront = new Shopper(shop.server);
    storefront.sessionToken = token;
    await storefront.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect((await guest.ok(GET_CART)).cart.contents.itemCount).toBe(1);
  });

  it('given another user, its wooSessionToken is null', async () => {
    const { registerCustomer } = await register();
    const owner = new Shopper(shop.server);
    owner.authToken = registerCustomer.authToken;
    const { posts } = await owner.ok(
      '{ posts(first: 1) { nodes { author { node { username wooSessionToken } } } } }',
    );
    expect(posts.nodes[0].author.node.wooSessionToken).toBeNull();
  });

  it('given sendPasswordResetEmail by username or address, known or not, it answers the same and mails a link with key and login to the known account', async () => {
    await register();
    const answers = [];
    for (const username of ['ada', 'ADA@example.org', 'nobody', 'nobody@example.org'])
      answers.push(await shop.shopper.ok(SEND_PASSWORD_RESET, { username }));
    expect(answers).toEqual(
      Array(4).fill({ sendPasswordResetEmail: { success: true, user: null } }),
    );
    const mails = await outbox(shop.server);
    expect(mails.map((mail) => mail.to)).toEqual(['ada@example.org', 'ada@example.org']);
    expect(mails[0]?.link).toMatch(/^http:\/\/shop\.test\/reset-password\?key=\w+&login=ada$/);
    expect(await shop.shopper.error(SEND_PASSWORD_RESET, { username: ' ' })).toBe(
      SERVER_MESSAGES.usernameOrEmailRequired,
    );
  });

  it('given the key and login of the link, resetUserPassword sets the password once, and ends earlier logins', async () => {
    await register();
    const phone = new Shopper(shop.server);
    phone.authToken = (
      await phone.ok(LOGIN, { username: 'ada', password: 'password-one' })
    ).login.authToken;
    await shop.shopper.ok(SEND_PASSWORD_RESET, { username: 'ada' });
    const { key, login } = keyAndLogin((await outbox(shop.server))[0]);
    expect(
      await shop.shopper.ok(RESET_USER_PASSWORD, { key, login, password: 'password-two' }),
    ).toEqual({ resetUserPassword: { user: { username: 'ada' } } });
    expect(await phone.error('{ viewer { username } }')).toBe(MESSAGES.expiredToken);
    await shop.shopper.ok(LOGIN, { username: 'ada', password: 'password-two' });
    expect(
      await shop.shopper.error(RESET_USER_PASSWORD, { key, login, password: 'password-three' }),
    ).toBe(SERVER_MESSAGES.resetLinkInvalidOrExpired);
  });

  it("given a key past its hour, another account's login, or a short password, resetUserPassword refuses it", async () => {
    await register();
    await register('bob@example.org');
    await shop.shopper.ok(SEND_PASSWORD_RESET, { username: 'ada' });
    const { key } = keyAndLogin((await outbox(shop.server))[0]);
    const refused = SERVER_MESSAGES.resetLinkInvalidOrExpired;
    expect(
      await shop.shopper.error(RESET_USER_PASSWORD, {
        key,
        login: 'bob',
        password: 'password-two',
      }),
    ).toBe(refused);
    expect(
      await shop.shopper.error(RESET_USER_PASSWORD, { key, login: 'ada', password: 'short' }),
    ).toBe(MESSAGES.passwordTooShort(8));
    shop.clock.advance(HOUR + 1000);
    expect(
      await shop.shopper.error(RESET_USER_PASSWORD, {
        key,
        login: 'ada',
        password: 'password-two',
      }),
    ).toBe(refused);
  });

  it("given the shop's reset by address and WPGraphQL's by username, they share the account's limit of 3 e-mails an hour", async () => {
    await register();
    await shop.shopper.ok(SEND_RESET, { email: 'ada@example.org' });
    await shop.shopper.ok(SEND_PASSWORD_RESET, { username: 'ada' });
    await shop.shopper.ok(SEND_RESET, { email: 'ADA@example.org' });
    await shop.shopper.ok(SEND_PASSWORD_RESET, { username: 'ada@example.org' });
    await shop.shopper.ok(SEND_RESET, { email: 'ada@example.org' });
    expect(await outbox(shop.server)).toHaveLength(3);
    advanceThrottleClock(HOUR);
    await shop.shopper.ok(SEND_PASSWORD_RESET, { username: 'ada' });
    expect(await outbox(shop.server)).toHaveLength(4);
  });

  it('given 10 new passwords tried from one client, resetUserPassword waits like the shop reset', async () => {
    await register();
    for (let n = 0; n < 10; n++)
      await shop.shopper.error(RESET_USER_PASSWORD, {
        key: `made-up-${n}`,
        login: 'ada',
        password: 'password-two',
      });
    expect(
      await shop.shopper.error(RESET_USER_PASSWORD, {
        key: 'made-up',
        login: 'ada',
        password: 'password-two',
      }),
    ).toBe(SERVER_MESSAGES.tooManyPasswordResets);
  });
});
