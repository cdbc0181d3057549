import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyDerivations } from '../../auth/passwords';
import { advanceThrottleClock, VIEWER } from '../../testing/account-operations';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../../testing/shopper';

const HOUR = 3_600_000;

describe('customer logins', () => {
  const shop = useTestShop();
  afterEach(() => vi.useRealTimers());

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
});
