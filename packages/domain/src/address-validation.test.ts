import { describe, expect, it } from 'vitest';
import {
  type AddressInput,
  isAddressEmpty,
  omitTypename,
  validateAddressForm,
  validateBillingAddress,
  validateCheckout,
  validateShippingAddress,
} from './address-validation';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from './field-limits';
import { hasErrors } from './form-errors';
import { MESSAGES } from './messages';

const billing: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'GB',
  address1: '12 Baker Street',
  city: 'London',
  postcode: 'NW1 6XE',
  phone: '(123) 456-7890',
  email: 'ada@example.com',
};

describe('a name the backend would refuse', () => {
  it.each(['Ada <b>', 'Ada\u202E', 'Ada\u0000'])(
    'given the first name %j / checkout says why at the field, in the shopper’s words',
    (firstName) => {
      expect(validateBillingAddress({ ...billing, firstName })).toEqual({
        firstName: MESSAGES.nameCharacters,
      });
    },
  );

  it('given an accented name with an apostrophe and a hyphen / it is accepted', () => {
    expect(validateBillingAddress({ ...billing, lastName: "O'Brien-Müller" })).toEqual({});
  });
});

describe('validateBillingAddress', () => {
  it('given a complete billing address without company, it has no errors', () => {
    expect(validateBillingAddress(billing)).toEqual({});
  });

  it('given blank or missing fields, each says This field is required', () => {
    expect(
      validateBillingAddress({ ...billing, firstName: '  ', city: undefined, country: null }),
    ).toEqual({
      firstName: 'This field is required',
      city: 'This field is required',
      country: 'This field is required',
    });
  });

  it('given a phone with fewer than 9 digits or none, it gives the phone message', () => {
    const message = 'Required & must be a valid phone number (9 digits)';
    expect(validateBillingAddress({ ...billing, phone: '1234-5678' })).toEqual({ phone: message });
    expect(validateBillingAddress({ ...billing, phone: '' })).toEqual({ phone: message });
    expect(validateBillingAddress({ ...billing, phone: undefined })).toEqual({ phone: message });
  });

  it("given a postcode that does not fit the country's pattern, it gives the postcode message", () => {
    expect(validateBillingAddress({ ...billing, country: 'DE', postcode: 'NW1 6XE' })).toEqual({
      postcode: 'Invalid postcode format for selected country',
    });
    expect(validateBillingAddress({ ...billing, country: 'DE', postcode: '10115' })).toEqual({});
  });

  it('given an empty postcode, it asks for it rather than for a format', () => {
    expect(validateBillingAddress({ ...billing, postcode: ' ' })).toEqual({
      postcode: 'This field is required',
    });
  });

  it('given an invalid e-mail, it asks for a valid address', () => {
    expect(validateBillingAddress({ ...billing, email: 'ada' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateBillingAddress({ ...billing, email: ' ' })).toEqual({
      email: 'This field is required',
    });
  });

  it('given a 40-character e-mail and a double-barrelled name over 30 characters, it accepts them', () => {
    const email = `${'ada.lovelace.byron'.padEnd(28, 'x')}@example.com`;
    expect(email.length).toBeGreaterThanOrEqual(40);
    expect(
      validateBillingAddress({
        ...billing,
        email,
        lastName: 'Montgomery-Featherstonehaugh-Smythe',
        address1: 'Flat 12, The Old Rectory, 147 St Mary Magdalene Road',
      }),
    ).toEqual({});
  });

  it('given each field at its limit it passes, and one character more is too long', () => {
    const atLimit = {
      firstName: 'f'.repeat(NAME_MAX_LENGTH),
      lastName: 'l'.repeat(NAME_MAX_LENGTH),
      company: 'c'.repeat(COMPANY_MAX_LENGTH),
      address1: 'a'.repeat(ADDRESS_LINE_MAX_LENGTH),
      city: 'c'.repeat(CITY_MAX_LENGTH),
      email: `${'e'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`,
    };
    expect(validateBillingAddress({ ...billing, ...atLimit })).toEqual({});
    const over = Object.fromEntries(
      Object.entries(atLimit).map(([field, value]) => [field, `x${value}`]),
    );
    expect(validateBillingAddress({ ...billing, ...over })).toEqual({
      firstName: 'Must be at most 100 characters',
      lastName: 'Must be at most 100 characters',
      company: 'Must be at most 100 characters',
      address1: 'Must be at most 200 characters',
      city: 'Must be at most 100 characters',
      email: 'Must be at most 254 characters',
    });
  });

  it('given a postcode over 20 characters or a phone over 25, it says they are too long', () => {
    expect(
      validateBillingAddress({ ...billing, postcode: '1'.repeat(21), phone: '1'.repeat(26) }),
    ).toEqual({
      postcode: 'Must be at most 20 characters',
      phone: 'Must be at most 25 characters',
    });
  });
});

describe('validateShippingAddress', () => {
  it('given a shipping address without phone and e-mail, it is complete', () => {
    const { phone: _phone, email: _email, ...shipping } = billing;
    expect(validateShippingAddress(shipping)).toEqual({});
  });

  it('given a wrong postcode for the country, it gives the postcode message', () => {
    expect(validateShippingAddress({ ...billing, country: 'NL', postcode: '1012' })).toEqual({
      postcode: 'Invalid postcode format for selected country',
    });
  });
});

describe('validateCheckout', () => {
  const valid = {
    billing,
    industry: 'University',
    paymentMethod: 'btcpaygf_default',
    termsAccepted: true,
  };

  it('given a valid form, an industry, a payment method and accepted terms, it has no errors', () => {
    expect(hasErrors(validateCheckout(valid))).toBe(false);
  });

  it('given no industry, or one the shop does not offer, the industry is required', () => {
    for (const industry of [undefined, '', ' ', 'Retail']) {
      expect(validateCheckout({ ...valid, industry })).toEqual({
        industry: MESSAGES.fieldRequired,
      });
    }
  });

  it('given no payment method and terms not accepted, it says both', () => {
    expect(validateCheckout({ billing, industry: 'Other', paymentMethod: ' ' })).toEqual({
      paymentMethod: 'Please select a payment method',
      terms: 'You must agree to the terms and conditions before placing the order.',
    });
  });

  it('given a different shipping address ticked, it validates the shipping fields too', () => {
    const errors = validateCheckout({
      ...valid,
      billing: { ...billing, lastName: '' },
      shipToDifferentAddress: true,
      shipping: { ...billing, city: '' },
    });
    expect(errors).toEqual({
      'billing.lastName': 'This field is required',
      'shipping.city': 'This field is required',
    });
  });

  it('given a different shipping address ticked but missing, every shipping field is required', () => {
    const errors = validateCheckout({ ...valid, shipToDifferentAddress: true });
    expect(Object.keys(errors)).toEqual([
      'shipping.firstName',
      'shipping.lastName',
      'shipping.country',
      'shipping.address1',
      'shipping.city',
      'shipping.postcode',
    ]);
  });

  it('given the shipping box unticked, an empty shipping address is ignored', () => {
    expect(validateCheckout({ ...valid, shipping: {} })).toEqual({});
  });
});

describe('validateAddressForm', () => {
  it('given an empty or all-blank address, it asks to fill in the required fields', () => {
    expect(validateAddressForm(null)).toEqual({ form: 'Please fill in the required fields.' });
    expect(validateAddressForm({ firstName: ' ', city: '' })).toEqual({
      form: 'Please fill in the required fields.',
    });
  });

  it('given a partial address, it marks each missing required field', () => {
    expect(validateAddressForm({ firstName: 'Ada', company: 'Analytical' })).toEqual({
      lastName: 'This field is required',
      address1: 'This field is required',
      city: 'This field is required',
      postcode: 'This field is required',
      phone: 'This field is required',
      email: 'This field is required',
    });
  });

  it('given every required field, company and country may stay empty', () => {
    expect(validateAddressForm({ ...billing, company: null, country: undefined })).toEqual({});
  });

  it('given a postcode that does not fit the country, it says so at the postcode, as checkout does', () => {
    const french = { ...billing, country: 'FR', city: 'Lyon', postcode: '6900' };
    expect(validateAddressForm(french)).toEqual({ postcode: MESSAGES.invalidPostcode });
    expect(validateAddressForm(french, 'shipping')).toEqual({ postcode: MESSAGES.invalidPostcode });
    expect(validateAddressForm({ ...french, postcode: '69001' })).toEqual({});
  });

  it('given a billing phone of too few digits or an address without a domain, it says so as checkout does', () => {
    expect(validateAddressForm({ ...billing, phone: '12345', email: 'ada@' })).toEqual({
      phone: MESSAGES.invalidPhone,
      email: MESSAGES.emailInvalid,
    });
  });

  it('given a shipping address without phone or e-mail, it is complete, as WooCommerce takes it', () => {
    const shipping = { ...billing, phone: '', email: null };
    expect(validateAddressForm(shipping, 'shipping')).toEqual({});
    expect(validateAddressForm(shipping, 'billing')).toEqual({
      phone: 'This field is required',
      email: 'This field is required',
    });
  });
});

describe('isAddressEmpty and omitTypename', () => {
  it('given only a typename and blanks, the address is empty', () => {
    expect(isAddressEmpty({ __typename: 'CustomerAddress', city: ' ', postcode: null })).toBe(true);
    expect(isAddressEmpty(undefined)).toBe(true);
    expect(isAddressEmpty({ city: 'Paris' })).toBe(false);
    expect(isAddressEmpty({ zip: 75001 })).toBe(false);
  });

  it('given a queried address, it drops __typename and keeps the rest', () => {
    expect(omitTypename({ __typename: 'CustomerAddress', city: 'Paris' })).toEqual({
      city: 'Paris',
    });
  });
});
