import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { RECENT_LOGIN_MS } from '../accounts/recent-login';
import type { OutboxEmail } from '../store/outbox';
import { LOGIN, REGISTER, SEEDED, Shopper, useTestShop } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { keyDerivations } from './passwords';

const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { email } }
}`;
const CHANGE_CREDENTIALS = `mutation ($input: ChangeAccountCredentialsInput!) {
  changeAccountCredentials(input: $input) { authToken customer { email } }
}`;
const REGISTER_USERNAME = `mutation ($email: String!, $username: String!, $password: String!) {
  registerCustomer(input: { email: $email, username: $username, password: $password }) { authToken }
}`;
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPasswordWithToken(input: { email: $email, token: $token, newPassword: $password }) { success message }
}`;

/** Key derivations (scrypt runs) made while `work` ran. */
async function derivationsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = keyDerivations.count;
  await work();
  return keyDerivations.count - before;
}

describe('account attacks over HTTP', () => {
  const shop = useTestShop();

  const register = (email: string, password = 'password-one') =>
    shop.shopper.ok(REGISTER, { email, password });
  const outbox = async () =>
    (await (await fetch(`${shop.server.origin}/dev/outbox`)).json()) as OutboxEmail[];

  it('given 99 wrong passwords and the right one sent at once from one address / 5 are checked and the right one is refused', async () => {
    await register('target@example.org');
    const guesses = [...Array.from({ length: 99 }, () => 'wrong-password'), 'password-one'];
    const answers: { errors?: { message: string }[] }[] = [];
    const checked = await derivationsDuring(async () => {
      answers.push(
        ...(await Promise.all(
          guesses.map((password) =>
            new Shopper(shop.server).send(LOGIN, { username: 'target@example.org', password }),
          ),
        )),
      );
    });
    expect(checked).toBe(5);
    const messages = answers.map((answer) => answer.errors?.[0]?.message);
    expect(messages.filter((message) => message === MESSAGES.invalidCredentials)).toHaveLength(5);
    expect(messages.at(-1)).toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));
  });

  it('given 200 logins for different accounts sent at once from one address / 20 are checked', async () => {
    const checked = await derivationsDuring(() =>
      Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          new Shopper(shop.server).send(LOGIN, {
            username: `nobody${n}@example.org`,
            password: 'wrong-password',
          }),
        ),
      ),
    );
    expect(checked).toBe(20);
  });

  it("given guesses from elsewhere that locked an account / its owner's right password from a clean address still logs in", async () => {
    await register('owner@example.org');
    const attacker = new Shopper(shop.server, '127.0.0.2');
    for (let n = 0; n < 5; n++)
      expect(
        await attacker.error(LOGIN, { username: 'owner@example.org', password: 'guess' }),
      ).toBe(MESSAGES.invalidCredentials);
    expect(
      await attacker.error(LOGIN, { username: 'owner@example.org', password: 'password-one' }),
    ).toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));
    const owner = new Shopper(shop.server, '127.0.0.3');
    const { login } = await owner.ok(LOGIN, {
      username: 'owner@example.org',
      password: 'password-one',
    });
    expect(login.authToken).toBeTruthy();
  });

  it("given wrong guesses by an account's e-mail and by its username / they count together", async () => {
    await register('twonames@example.org');
    for (const username of ['twonames@example.org', 'twonames', 'twonames@example.org'])
      await shop.shopper.error(LOGIN, { username, password: 'guess' });
    for (const username of ['twonames', 'TwoNames'])
      await shop.shopper.error(LOGIN, { username, password: 'guess' });
    expect(await shop.shopper.error(LOGIN, { username: 'twonames', password: 'guess' })).toBe(
      SERVER_MESSAGES.tooManyLoginAttempts(15),
    );
  });

  it("given a username that is someone's e-mail address / registration refuses it and that e-mail logs into its own account only", async () => {
    expect(
      await shop.shopper.error(REGISTER_USERNAME, {
        email: 'attacker@example.org',
        username: 'victim@example.org',
        password: 'attacker-password',
      }),
    ).toBe(SERVER_MESSAGES.invalidUsername);
    await register('victim@example.org', 'victim-password');
    const { login } = await shop.shopper.ok(LOGIN, {
      username: 'victim@example.org',
      password: 'victim-password',
    });
    expect(login.user.email).toBe('victim@example.org');
  });

  it('given only a login token older than the recent-login window / a new password or e-mail needs the current password, and the old address hears of a new one', async () => {
    const { registerCustomer } = await register('holder@example.org');
    shop.shopper.authToken = registerCustomer.authToken;
    shop.clock.advance(RECENT_LOGIN_MS + 1000);
    expect(await shop.shopper.error(UPDATE_CUSTOMER, { input: { password: 'taken-over-1' } })).toBe(
      MESSAGES.recentLoginRequired,
    );
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, { input: { email: 'thief@example.org' } }),
    ).toBe(MESSAGES.recentLoginRequired);
    expect(
      await shop.shopper.error(CHANGE_CREDENTIALS, {
        input: { email: 'thief@example.org', currentPassword: 'not-it' },
      }),
    ).toBe(MESSAGES.currentPasswordWrong);
    const mailsBefore = (await outbox()).length;
    const { changeAccountCredentials } = await shop.shopper.ok(CHANGE_CREDENTIALS, {
      input: { email: 'holder.new@example.org', currentPassword: 'password-one' },
    });
    expect(changeAccountCredentials.customer.email).toBe('holder.new@example.org');
    const mails = await outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({
      to: 'holder@example.org',
      subject: SERVER_MESSAGES.emailChangedSubject,
    });
  });

  it('given a made-up reset link or a taken address / nothing is hashed', async () => {
    await register('known@example.org');
    const hashed = await derivationsDuring(async () => {
      const { resetPasswordWithToken } = await shop.shopper.ok(RESET, {
        email: 'known@example.org',
        token: 'made-up',
        password: 'a-new-password',
      });
      expect(resetPasswordWithToken.success).toBe(false);
      expect(
        await shop.shopper.error(REGISTER, { email: 'known@example.org', password: 'x-password' }),
      ).toBe(SERVER_MESSAGES.emailAlreadyRegistered);
    });
    expect(hashed).toBe(0);
  });

  it('given registrations and reset attempts flooding from one address / each is limited there and not elsewhere', async () => {
    const flood = new Shopper(shop.server, '127.0.0.5');
    for (let n = 0; n < 30; n++)
      await flood.ok(REGISTER, { email: `flood${n}@example.org`, password: 'password-one' });
    expect(
      await flood.error(REGISTER, { email: 'flood-more@example.org', password: 'password-one' }),
    ).toBe(SERVER_MESSAGES.tooManyRegistrations);
    await new Shopper(shop.server, '127.0.0.6').ok(REGISTER, {
      email: 'elsewhere@example.org',
      password: 'password-one',
    });
    for (let n = 0; n < 10; n++)
      await flood.ok(RESET, {
        email: 'flood0@example.org',
        token: `t${n}`,
        password: 'new-password',
      });
    expect(
      await flood.error(RESET, {
        email: 'flood0@example.org',
        token: 'x',
        password: 'new-password',
      }),
    ).toBe(SERVER_MESSAGES.tooManyPasswordResets);
  });

  it('given new passwords being hashed for a flood of registrations / a login is hashed before them', async () => {
    await register('busy@example.org');
    const finished: string[] = [];
    const flood = Array.from({ length: 24 }, (_, n) =>
      new Shopper(shop.server, '127.0.0.7')
        .send(REGISTER, { email: `queue${n}@example.org`, password: 'password-one' })
        .then(() => finished.push(`register ${n}`)),
    );
    // The login is sent once the registrations wait for the hashing queue.
    await new Promise((wait) => setTimeout(wait, 50));
    const login = new Shopper(shop.server, '127.0.0.8')
      .send(LOGIN, { username: 'busy@example.org', password: 'password-one' })
      .then((answer) => {
        expect(answer.errors).toBeUndefined();
        finished.push('login');
      });
    await Promise.all([...flood, login]);
    expect(finished.indexOf('login')).toBeLessThan(12);
  });
});

describe('guest sessions over HTTP', () => {
  const ADD = `mutation { addToCart(input: { productId: ${SEEDED.bpc}, quantity: 1 }) { cart { isEmpty } } }`;

  it('given more new carts from one address than its limit / the next is refused there, not elsewhere', async () => {
    const server = await startServer({ port: 0, guestSessionsPerMinute: 5 });
    try {
      for (let n = 0; n < 5; n++) {
        const answer = await new Shopper(server, '127.0.0.9').send(ADD);
        expect(answer.errors).toBeUndefined();
        expect(answer.sessionHeader).toBeTruthy();
      }
      const refused = await new Shopper(server, '127.0.0.9').send(ADD);
      expect(refused.errors?.[0]?.message).toBe(SERVER_MESSAGES.tooManySessions);
      expect(refused.status).toBeLessThan(500);
      expect((await new Shopper(server, '127.0.0.10').send(ADD)).errors).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
