import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { CHANGE_CREDENTIALS, UPDATE_CUSTOMER, VIEWER } from '../../testing/account-operations';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../../testing/shopper';

describe('updateCustomer', () => {
  const shop = useTestShop();

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
        customer.send(CHANGE_CREDENTIALS, {
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

  it('given a logged-in customer, changeAccountCredentials changes e-mail and password, and updateCustomer names and addresses', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'me@example.org',
      password: 'password-one',
    });
    shop.shopper.authToken = registerCustomer.authToken;
    const { changeAccountCredentials } = await shop.shopper.ok(CHANGE_CREDENTIALS, {
      input: {
        email: 'grace@example.org',
        password: 'password-two',
        currentPassword: 'password-one',
      },
    });
    expect(await shop.shopper.error(VIEWER)).toBe(MESSAGES.expiredToken);
    shop.shopper.authToken = changeAccountCredentials.authToken;
    const { updateCustomer } = await shop.shopper.ok(UPDATE_CUSTOMER, {
      input: {
        firstName: 'Grace',
        lastName: 'Hopper',
        displayName: 'grace',
        email: 'grace@example.org',
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
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, {
        input: { billing: { country: 'DE', postcode: 'ABC' } },
      }),
    ).toBe(`billing postcode: ${MESSAGES.invalidPostcode}`);
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
