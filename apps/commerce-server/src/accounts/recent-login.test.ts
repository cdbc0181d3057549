import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { outbox, VIEWER } from '../testing/account-operations';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../testing/shopper';
import { RECENT_LOGIN_MS } from './recent-login';

/** Upstream's shapes, as WooGraphQL storefronts send them: no current password. */
const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { authToken refreshToken customer { email } }
}`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) {
  updateUser(input: $input) { clientMutationId user { id email firstName } }
}`;
const REFRESH = `mutation ($token: String!) {
  refreshJwtAuthToken(input: { jwtRefreshToken: $token }) { authToken }
}`;
const LOGIN_WITH_REFRESH = `mutation ($username: String!, $password: String!) {
  login(input: { username: $username, password: $password }) { authToken refreshToken user { id } }
}`;

describe('e-mail and password changes through upstream shapes, within a recent login', () => {
  const shop = useTestShop();

  /** A customer logged in with `password` just now. */
  async function loggedIn(email: string, password = 'password-one') {
    await shop.shopper.ok(REGISTER, { email, password });
    const customer = new Shopper(shop.server);
    const { login } = await customer.ok(LOGIN_WITH_REFRESH, { username: email, password });
    customer.authToken = login.authToken;
    return { customer, login };
  }

  it('given a login of a minute ago, updateCustomer changes the password and answers new tokens; the old token has ended and the new password logs in', async () => {
    const { customer } = await loggedIn('fresh@example.org');
    shop.clock.advance(60_000);
    const { updateCustomer } = await customer.ok(UPDATE_CUSTOMER, {
      input: { password: 'password-two' },
    });
    expect(updateCustomer.authToken).toEqual(expect.any(String));
    expect(await customer.error(VIEWER)).toBe(MESSAGES.expiredToken);
    customer.authToken = updateCustomer.authToken;
    expect((await customer.ok(VIEWER)).viewer.email).toBe('fresh@example.org');
    const again = new Shopper(shop.server);
    await again.ok(LOGIN, { username: 'fresh@example.org', password: 'password-two' });
  });

  it("given a recent login, WPGraphQL's updateUser changes the e-mail address and names, and the old address hears of it", async () => {
    const { customer, login } = await loggedIn('user@example.org');
    const { updateUser } = await customer.ok(UPDATE_USER, {
      input: {
        id: login.user.id,
        email: 'user.new@example.org',
        firstName: 'Ada',
        clientMutationId: 'u1',
      },
    });
    expect(updateUser).toEqual({
      clientMutationId: 'u1',
      user: { id: login.user.id, email: 'user.new@example.org', firstName: 'Ada' },
    });
    expect((await outbox(shop.server))[0]).toMatchObject({
      to: 'user@example.org',
      subject: SERVER_MESSAGES.emailChangedSubject,
    });
  });

  it('given a login older than the window, even through a token refreshed just now, the change is refused until the customer logs in again; names still change', async () => {
    const { customer, login } = await loggedIn('stale@example.org');
    shop.clock.advance(RECENT_LOGIN_MS + 1000);
    const { refreshJwtAuthToken } = await customer.ok(REFRESH, { token: login.refreshToken });
    customer.authToken = refreshJwtAuthToken.authToken;
    for (const input of [{ password: 'password-two' }, { email: 'thief@example.org' }])
      expect(await customer.error(UPDATE_CUSTOMER, { input })).toBe(MESSAGES.recentLoginRequired);
    expect(
      await customer.error(UPDATE_USER, { input: { id: login.user.id, password: 'password-two' } }),
    ).toBe(MESSAGES.recentLoginRequired);
    await customer.ok(UPDATE_USER, { input: { id: login.user.id, firstName: 'Still' } });
    const { login: again } = await customer.ok(LOGIN_WITH_REFRESH, {
      username: 'stale@example.org',
      password: 'password-one',
    });
    customer.authToken = again.authToken;
    const { updateCustomer } = await customer.ok(UPDATE_CUSTOMER, {
      input: { email: 'stale.new@example.org' },
    });
    expect(updateCustomer.customer.email).toBe('stale.new@example.org');
  });

  it("given another user's id or a field the shop does not store, updateUser refuses it", async () => {
    const { login: other } = await loggedIn('other@example.org');
    const { customer, login } = await loggedIn('me@example.org');
    expect(
      await customer.error(UPDATE_USER, { input: { id: other.user.id, firstName: 'X' } }),
    ).toBe(SERVER_MESSAGES.customerUpdateForbidden);
    expect(
      await customer.error(UPDATE_USER, { input: { id: login.user.id, nickname: 'ada' } }),
    ).toBe(SERVER_MESSAGES.unsupportedArgument('input.nickname'));
  });
});
