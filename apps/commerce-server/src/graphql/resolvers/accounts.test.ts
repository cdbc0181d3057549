import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyDerivations } from '../../auth/passwords';
import type { RunningServer } from '../../server';
import type { OutboxEmail } from '../../store/outbox';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../../testing/shopper';

const VIEWER = '{ viewer { userId username email } }';
const SEND_RESET = `mutation ($email: String!) { sendReactResetPasswordEmail(input: { email: $email }) { success message } }`;
const RESET = `mutation ($email: String!, $token: String!, $newPassword: String!) {
  resetPasswordWithToken(input: { email: $email, token: $token, newPassword: $newPassword }) { success message }
}`;
const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { authToken customer { id email firstName lastName displayName billing { city postcode country } shipping { city } } }
}`;
const HOUR = 3_600_000;

async function outbox(server: RunningServer): Promise<OutboxEmail[]> {
  const response = await fetch(`${server.origin}/dev/outbox`);
  return (await response.json()) as OutboxEmail[];
}

function linkParams(email: OutboxEmail | undefined): { email: string; token: string } {
  const url = new URL(String(email?.link));
  return {
    email: String(url.searchParams.get('email')),
    token: String(url.searchParams.get('token')),
  };
}

describe('customer accounts', () => {
  const shop = useTestShop();

  it('given an e-mail-only registration, the outbox link sets a password and login then works', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, { email: 'new@example.org' });
    expect(registerCustomer.customer.email).toBe('new@example.org');
    expect(
      await shop.shopper.error(LOGIN, { username: 'new@example.org', password: 'anything-at-all' }),
    ).toBe(MESSAGES.invalidCredentials);
    const [welcome] = await outbox(shop.server);
    expect(welcome?.to).toBe('new@example.org');
    expect(welcome?.link).toMatch(
      /^http:\/\/shop\.test\/reset-password\?email=new%40example\.org&token=\w+$/,
    );
    const { email, token } = linkParams(welcome);
    expect(
      (await shop.shopper.ok(RESET, { email, token, newPassword: 'a-new-password' }))
        .resetPasswordWithToken,
    ).toEqual({
      success: true,
      message: MESSAGES.passwordResetSuccess,
    });
    const { login } = await shop.shopper.ok(LOGIN, { username: 'new', password: 'a-new-password' });
    expect(login.user).toMatchObject({ username: 'new', email: 'new@example.org' });
    shop.shopper.authToken = login.authToken;
    expect((await shop.shopper.ok(VIEWER)).viewer.email).toBe('new@example.org');
  });

  it('given a reset token, it works once only', async () => {
    await shop.shopper.ok(REGISTER, { email: 'once@example.org' });
    const { email, token } = linkParams((await outbox(shop.server))[0]);
    await shop.shopper.ok(RESET, { email, token, newPassword: 'first-password' });
    const again = await shop.shopper.ok(RESET, { email, token, newPassword: 'second-password' });
    expect(again.resetPasswordWithToken.success).toBe(false);
  });

  it('given a reset token older than 1 hour, it is refused', async () => {
    await shop.shopper.ok(REGISTER, { email: 'late@example.org' });
    const { email, token } = linkParams((await outbox(shop.server))[0]);
    shop.clock.advance(HOUR + 1000);
    expect(
      (await shop.shopper.ok(RESET, { email, token, newPassword: 'too-late-password' }))
        .resetPasswordWithToken.success,
    ).toBe(false);
  });

  it('given a short new password or a missing token, reset is refused with the domain messages', async () => {
    expect(
      await shop.shopper.error(RESET, {
        email: 'x@example.org',
        token: 'abc',
        newPassword: 'short',
      }),
    ).toBe(MESSAGES.passwordTooShort(8));
    expect(
      await shop.shopper.error(RESET, {
        email: 'x@example.org',
        token: ' ',
        newPassword: 'long-enough',
      }),
    ).toBe(MESSAGES.invalidResetLink);
  });

  it('given known and unknown addresses, the reset request answers the same and mails only the known', async () => {
    await shop.shopper.ok(REGISTER, { email: 'known@example.org', password: 'password-one' });
    const known = await shop.shopper.ok(SEND_RESET, { email: 'known@example.org' });
    const unknown = await shop.shopper.ok(SEND_RESET, { email: 'unknown@example.org' });
    expect(known).toEqual(unknown);
    const mails = await outbox(shop.server);
    expect(mails.map((mail) => mail.to)).toEqual(['known@example.org']);
    expect(await shop.shopper.error(SEND_RESET, { email: 'no-at-sign' })).toBe(
      `email: ${MESSAGES.emailInvalid}`,
    );
  });

  it('given a login token past its expiry, it is refused with Expired token', async () => {
    await shop.shopper.ok(REGISTER, { email: 'jwt@example.org', password: 'password-one' });
    const { login } = await shop.shopper.ok(LOGIN, { username: 'jwt', password: 'password-one' });
    const [, payload = ''] = String(login.authToken).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    shop.shopper.authToken = login.authToken;
    shop.clock.advance(7 * 24 * HOUR + 1000);
    expect(await shop.shopper.error(VIEWER)).toBe(MESSAGES.expiredToken);
  });

  it('given a duplicate e-mail or a bad one, registration is refused', async () => {
    await shop.shopper.ok(REGISTER, { email: 'dup@example.org' });
    expect(await shop.shopper.error(REGISTER, { email: 'DUP@example.org' })).toMatch(
      /already registered/,
    );
    expect(await shop.shopper.error(REGISTER, { email: 'not-an-email' })).toBe(
      `email: ${MESSAGES.emailInvalid}`,
    );
  });

  it('given parallel registrations of one e-mail, one succeeds and the others are told it is taken', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        new Shopper(shop.server).send(REGISTER, {
          email: 'race@example.org',
          password: 'password-one',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.data?.registerCustomer?.authToken)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message)).toEqual([
      SERVER_MESSAGES.emailAlreadyRegistered,
      SERVER_MESSAGES.emailAlreadyRegistered,
    ]);
  });

  it('given two customers moving to one new e-mail at once, one gets it and the other is told it is taken', async () => {
    const customers = await Promise.all(
      ['first@example.org', 'second@example.org'].map(async (email) => {
        const customer = new Shopper(shop.server);
        const { registerCustomer } = await customer.ok(REGISTER, {
          email,
          password: 'password-one',
        });
        customer.authToken = registerCustomer.authToken;
        return customer;
      }),
    );
    const answers = await Promise.all(
      customers.map((customer) =>
        customer.send(UPDATE_CUSTOMER, {
          input: {
            email: 'shared@example.org',
            password: 'password-two',
            currentPassword: 'password-one',
          },
        }),
      ),
    );
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message)).toEqual([
      SERVER_MESSAGES.emailAlreadyRegistered,
    ]);
  });

  it('given a logged-in customer, updateCustomer changes names, e-mail, password and addresses', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'me@example.org',
      password: 'password-one',
    });
    shop.shopper.authToken = registerCustomer.authToken;
    const { updateCustomer } = await shop.shopper.ok(UPDATE_CUSTOMER, {
      input: {
        firstName: 'Grace',
        lastName: 'Hopper',
        displayName: 'grace',
        email: 'grace@example.org',
        password: 'password-two',
        currentPassword: 'password-one',
        billing: { city: 'Berlin', postcode: '10115', country: 'DE' },
        shipping: { city: 'Paris' },
      },
    });
    expect(updateCustomer.customer).toMatchObject({
      email: 'grace@example.org',
      firstName: 'Grace',
      displayName: 'grace',
      billing: { city: 'Berlin', postcode: '10115', country: 'DE' },
      shipping: { city: 'Paris' },
    });
    expect(
      (
        await new Shopper(shop.server).ok(LOGIN, {
          username: 'grace@example.org',
          password: 'password-two',
        })
      ).login.authToken,
    ).toBeTruthy();
    expect(await shop.shopper.error(VIEWER)).toBe(MESSAGES.expiredToken);
    shop.shopper.authToken = updateCustomer.authToken;
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, {
        input: { billing: { country: 'DE', postcode: 'ABC' } },
      }),
    ).toBe(`billing postcode: ${MESSAGES.invalidPostcode}`);
  });

  it('given an unknown address or a wrong password, login does the same scrypt work', async () => {
    await shop.shopper.ok(REGISTER, { email: 'timing@example.org', password: 'password-one' });
    const work = async (username: string) => {
      const before = keyDerivations.count;
      expect(await shop.shopper.error(LOGIN, { username, password: 'wrong-password' })).toBe(
        MESSAGES.invalidCredentials,
      );
      return keyDerivations.count - before;
    };
    expect(await work('timing@example.org')).toBe(1);
    expect(await work('nobody@example.org')).toBe(1);
  });

  /** The throttles' windows run on the wall clock (their library reads `Date`). */
  const advanceThrottleClock = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + ms);
  };
  afterEach(() => vi.useRealTimers());

  it('given 5 failed logins for an account, it waits 15 minutes, even with the right password', async () => {
    await shop.shopper.ok(REGISTER, { email: 'throttle@example.org', password: 'password-one' });
    const login = (password: string) =>
      new Shopper(shop.server).send(LOGIN, { username: 'throttle@example.org', password });
    for (let n = 0; n < 4; n++)
      expect((await login('wrong-password')).errors?.[0]?.message).toBe(
        MESSAGES.invalidCredentials,
      );
    expect((await login('password-one')).errors).toBeUndefined();
    for (let n = 0; n < 5; n++)
      expect((await login('wrong-password')).errors?.[0]?.message).toBe(
        MESSAGES.invalidCredentials,
      );
    expect((await login('password-one')).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.tooManyLoginAttempts(15),
    );
    advanceThrottleClock(14 * 60_000);
    expect((await login('password-one')).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.tooManyLoginAttempts(1),
    );
    advanceThrottleClock(60_000);
    expect((await login('password-one')).errors).toBeUndefined();
  });

  it('given 20 failed logins from one client, its next login waits, whatever the account', async () => {
    for (let n = 0; n < 20; n++)
      expect(
        await shop.shopper.error(LOGIN, {
          username: `nobody${n}@example.org`,
          password: 'x-wrong',
        }),
      ).toBe(MESSAGES.invalidCredentials);
    expect(
      await shop.shopper.error(LOGIN, { username: 'someone@example.org', password: 'x-wrong' }),
    ).toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));
  });

  it('given 3 reset requests for an address in an hour, more answer the same but mail nothing', async () => {
    await shop.shopper.ok(REGISTER, { email: 'flood@example.org', password: 'password-one' });
    const answers = [];
    for (let n = 0; n < 5; n++)
      answers.push(await shop.shopper.ok(SEND_RESET, { email: 'Flood@example.org' }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await outbox(shop.server)).toHaveLength(3);
    advanceThrottleClock(HOUR);
    await shop.shopper.ok(SEND_RESET, { email: 'flood@example.org' });
    expect(await outbox(shop.server)).toHaveLength(4);
  });

  it('given 10 reset requests from one client in an hour, more mail nothing', async () => {
    await shop.shopper.ok(REGISTER, { email: 'victim@example.org', password: 'password-one' });
    for (let n = 0; n < 10; n++)
      await shop.shopper.ok(SEND_RESET, { email: `nobody${n}@example.org` });
    expect(
      (await shop.shopper.ok(SEND_RESET, { email: 'victim@example.org' }))
        .sendReactResetPasswordEmail,
    ).toEqual({
      success: true,
      message: SERVER_MESSAGES.resetLinkSentIfRegistered,
    });
    expect(await outbox(shop.server)).toHaveLength(0);
  });

  it('given a password reset, every login token issued before it ends and a new login works', async () => {
    await shop.shopper.ok(REGISTER, { email: 'reset-ends@example.org', password: 'password-one' });
    const phone = new Shopper(shop.server);
    phone.authToken = (
      await phone.ok(LOGIN, { username: 'reset-ends@example.org', password: 'password-one' })
    ).login.authToken;
    expect((await phone.ok(VIEWER)).viewer.email).toBe('reset-ends@example.org');
    await shop.shopper.ok(SEND_RESET, { email: 'reset-ends@example.org' });
    const mails = await outbox(shop.server);
    await shop.shopper.ok(RESET, { ...linkParams(mails[0]), newPassword: 'password-two' });
    expect(await phone.error(VIEWER)).toBe(MESSAGES.expiredToken);
    const again = new Shopper(shop.server);
    again.authToken = (
      await again.ok(LOGIN, { username: 'reset-ends@example.org', password: 'password-two' })
    ).login.authToken;
    expect((await again.ok(VIEWER)).viewer.email).toBe('reset-ends@example.org');
  });

  it('given a guest, updateCustomer stores the shipping address on the session', async () => {
    const { updateCustomer } = await shop.shopper.ok(UPDATE_CUSTOMER, {
      input: { shipping: { city: 'London', postcode: 'SW1A 1AA', country: 'GB' } },
    });
    expect(updateCustomer.customer).toMatchObject({ id: 'guest', shipping: { city: 'London' } });
    expect(shop.shopper.sessionToken).toBeTruthy();
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, { input: { email: 'guest@example.org' } }),
    ).toMatch(/logged in/);
  });
});
