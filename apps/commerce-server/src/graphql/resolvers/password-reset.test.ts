import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  advanceThrottleClock,
  CHANGE_CREDENTIALS,
  linkParams,
  outbox,
  RESET,
  SEND_RESET,
  VIEWER,
} from '../../testing/account-operations';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../../testing/shopper';

const HOUR = 3_600_000;

describe('customer password resets', () => {
  const shop = useTestShop();
  afterEach(() => vi.useRealTimers());

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

  it('given a reset link mailed before the address changed, it no longer works, even with the new address', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'moved@example.org',
      password: 'password-one',
    });
    await shop.shopper.ok(SEND_RESET, { email: 'moved@example.org' });
    const { token } = linkParams((await outbox(shop.server))[0]);
    shop.shopper.authToken = registerCustomer.authToken;
    await shop.shopper.ok(CHANGE_CREDENTIALS, {
      input: { email: 'moved.on@example.org', currentPassword: 'password-one' },
    });
    const reset = await shop.shopper.ok(RESET, {
      email: 'moved.on@example.org',
      token,
      newPassword: 'password-two',
    });
    expect(reset.resetPasswordWithToken.success).toBe(false);
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
});
