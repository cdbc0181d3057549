import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { countRows } from '../testing/rows';
import { Shopper, useTestShop } from '../testing/shopper';

const REGISTER = `mutation ($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { authToken viewer { username firstName lastName name } }
}`;
const UPDATE = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { firstName lastName displayName billing { firstName lastName } } }
}`;

const HOSTILE = [
  'bob\u0000',
  'bob\u0007x',
  'evil\u202Egpj.exe',
  'a\u2066b\u2069',
  '<script>alert(1)</script>',
  'x<b>y',
];

describe('usernames and names, as WordPress sanitizes them', () => {
  const shop = useTestShop();
  let registered = 0;
  const register = (input: Record<string, unknown>) =>
    new Shopper(shop.server).send(REGISTER, {
      input: { email: `names${++registered}@example.org`, password: 'correct horse', ...input },
    });

  it('given a username with NUL, controls, bidirectional controls, markup or non-ASCII letters, registration is refused and nothing is stored', async () => {
    const users = () => countRows(shop.server.db, 'users');
    const before = await users();
    for (const username of [...HOSTILE, 'josé', 'two  spaces']) {
      const answer = await register({ username });
      expect(answer.errors?.[0]?.message, JSON.stringify(username)).toBe(
        SERVER_MESSAGES.invalidUsername,
      );
    }
    expect(await users()).toEqual(before);
  });

  it('given a username and names with spaces around and decomposed accents, they are stored trimmed and NFC-normalised', async () => {
    const answer = await register({
      username: '  jane.doe-home  ',
      firstName: ' Jose\u0301 ',
      lastName: 'Mu\u0308ller',
      displayName: '  Jane  ',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registerCustomer.viewer).toEqual({
      username: 'jane.doe-home',
      firstName: 'José',
      lastName: 'Müller',
      name: 'Jane',
    });
  });

  it('given a first, last or display name with NUL, controls, bidirectional controls or markup, registration and updateCustomer refuse it', async () => {
    for (const field of ['firstName', 'lastName', 'displayName']) {
      for (const value of HOSTILE) {
        const answer = await register({ [field]: value });
        expect(answer.errors?.[0]?.message, `${field} ${JSON.stringify(value)}`).toBe(
          SERVER_MESSAGES.nameCharactersNotAllowed(field),
        );
      }
    }
    const customer = new Shopper(shop.server);
    const { registerCustomer } = await customer.ok(REGISTER, {
      input: { email: 'update-names@example.org', password: 'correct horse' },
    });
    customer.authToken = registerCustomer.authToken;
    for (const value of HOSTILE) {
      expect(await customer.error(UPDATE, { input: { lastName: value } })).toBe(
        SERVER_MESSAGES.nameCharactersNotAllowed('lastName'),
      );
      expect(await customer.error(UPDATE, { input: { billing: { firstName: value } } })).toBe(
        SERVER_MESSAGES.nameCharactersNotAllowed('billing firstName'),
      );
    }
    const { updateCustomer } = await customer.ok(UPDATE, {
      input: { lastName: ' Mu\u0308ller ', billing: { firstName: ' Jose\u0301 ' } },
    });
    expect(updateCustomer.customer).toMatchObject({
      lastName: 'Müller',
      billing: { firstName: 'José' },
    });
  });
});
