import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  LOGIN,
  REGISTER,
  SEEDED,
  useTestShop,
} from '../testing/shopper';

const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { email firstName lastName billing { address1 city } } }
}`;
const CHANGE_CREDENTIALS = `mutation ($input: ChangeAccountCredentialsInput!) {
  changeAccountCredentials(input: $input) { customer { email } }
}`;

/** 44 characters, as real addresses at institutes are. */
const LONG_EMAIL = 'ada.lovelace-byron@analytical-engine.example';
const DOUBLE_BARRELLED = 'Montgomery-Featherstonehaugh-Smythe';
const LONG_STREET = 'Flat 12, The Old Rectory, 147 St Mary Magdalene Road';

describe('field lengths over HTTP', () => {
  const shop = useTestShop();

  it('given a 44-character e-mail, a double-barrelled name and a long street, checkout places the order', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const billing = {
      ...BILLING,
      email: LONG_EMAIL,
      lastName: DOUBLE_BARRELLED,
      address1: LONG_STREET,
    };
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing, paymentMethod: 'btcpaygf_default' },
    });
    expect(checkout.result).toBe('success');
    const stored = await shop.server.db
      .selectFrom('orders')
      .select('billing')
      .where('id', '=', checkout.order.databaseId)
      .executeTakeFirst();
    expect(stored?.billing).toContain(LONG_EMAIL);
    expect(stored?.billing).toContain(DOUBLE_BARRELLED);
  });

  it('given a name, street, city, postcode or e-mail over its limit, checkout refuses it by name', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const cases = [
      ['lastName', 'x'.repeat(101), 100],
      ['address1', 'x'.repeat(201), 200],
      ['city', 'x'.repeat(101), 100],
      ['postcode', '1'.repeat(21), 20],
      ['phone', '1'.repeat(26), 25],
      ['email', `${'a'.repeat(243)}@example.com`, 254],
    ] as const;
    for (const [field, value, max] of cases) {
      expect(
        await shop.shopper.error(CHECKOUT, {
          input: { billing: { ...BILLING, [field]: value }, paymentMethod: 'btcpaygf_default' },
        }),
      ).toBe(SERVER_MESSAGES.fieldTooLong(`billing ${field}`, max));
    }
  });

  it('given a 44-character e-mail, registration and login accept it; 255 characters are refused', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: LONG_EMAIL,
      password: 'a-long-enough-password',
    });
    expect(registerCustomer.customer.email).toBe(LONG_EMAIL);
    const { login } = await shop.shopper.ok(LOGIN, {
      username: LONG_EMAIL,
      password: 'a-long-enough-password',
    });
    expect(login.user.email).toBe(LONG_EMAIL);
    expect(await shop.shopper.error(REGISTER, { email: `${'a'.repeat(243)}@example.com` })).toBe(
      SERVER_MESSAGES.fieldTooLong('email', 254),
    );
  });

  it('given long real names and addresses, updateCustomer stores them; over the limit it refuses', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'ada@example.org',
      password: 'a-long-enough-password',
    });
    shop.shopper.authToken = registerCustomer.authToken;
    await shop.shopper.ok(CHANGE_CREDENTIALS, {
      input: { email: LONG_EMAIL, currentPassword: 'a-long-enough-password' },
    });
    const { updateCustomer } = await shop.shopper.ok(UPDATE_CUSTOMER, {
      input: {
        lastName: DOUBLE_BARRELLED,
        email: LONG_EMAIL,
        billing: { address1: LONG_STREET, city: 'Saint-Rémy-de-Provence-sur-le-Grand-Canal' },
      },
    });
    expect(updateCustomer.customer).toMatchObject({
      email: LONG_EMAIL,
      lastName: DOUBLE_BARRELLED,
      billing: { address1: LONG_STREET, city: 'Saint-Rémy-de-Provence-sur-le-Grand-Canal' },
    });
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, { input: { firstName: 'x'.repeat(101) } }),
    ).toBe(SERVER_MESSAGES.fieldTooLong('firstName', 100));
    expect(
      await shop.shopper.error(UPDATE_CUSTOMER, { input: { billing: { city: 'x'.repeat(101) } } }),
    ).toBe(SERVER_MESSAGES.fieldTooLong('billing city', 100));
  });
});
