import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { REGISTER, Shopper, useTestShop } from '../../testing/shopper';

describe('customer registration', () => {
  const shop = useTestShop();

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
});
