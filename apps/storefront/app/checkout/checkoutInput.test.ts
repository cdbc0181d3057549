import { describe, expect, it } from 'vitest';
import { checkoutInput, shippingDestination } from './checkoutInput';
import type { OrderRequest } from './placeOrder';

const billing = {
  firstName: 'Anna',
  lastName: 'Keller',
  address1: 'Kanaalweg 12',
  city: 'Leiden',
  postcode: '2311 AB',
  country: 'NL',
  email: 'anna@kellerlabs.nl',
  phone: '06 12345678',
};

const request = (patch: Partial<OrderRequest> = {}): OrderRequest => ({
  billing,
  shipping: {},
  shipToDifferentAddress: false,
  paymentMethod: 'btcpaygf_default',
  orderNotes: '',
  createAccount: false,
  ...patch,
});

describe('checkoutInput', () => {
  it('given no different shipping address, the order ships to the billing one without e-mail or phone', () => {
    const input = checkoutInput(request(), '', 'flat_rate:1');
    expect(input.shipping).toEqual({ ...input.billing, email: undefined, phone: undefined });
    expect(input.shipping).not.toHaveProperty('email');
    expect(input.shippingMethod).toEqual(['flat_rate:1']);
  });

  it('given a different shipping address, notes and an industry, each is sent', () => {
    const input = checkoutInput(
      request({
        shipToDifferentAddress: true,
        shipping: { ...billing, city: 'Delft' },
        orderNotes: 'Reception',
      }),
      'University',
      null,
    );
    expect(input.shipping?.city).toBe('Delft');
    expect(input.customerNote).toBe('Reception');
    expect(input.metaData).toEqual([{ key: 'industry', value: 'University' }]);
    expect(input.shippingMethod).toBeUndefined();
  });
});

describe('shippingDestination', () => {
  const billing = {
    firstName: 'Ada',
    country: 'DE',
    postcode: '10115',
    city: 'Berlin',
    email: 'a@b.c',
  };

  it('given no different address / it is the billing address without e-mail and phone', () => {
    const destination = shippingDestination({
      billing,
      shipping: {},
      shipToDifferentAddress: false,
    });
    expect(destination).toMatchObject({ country: 'DE', postcode: '10115', city: 'Berlin' });
    expect(destination).not.toHaveProperty('email');
  });

  it('given a different address / it is that one', () => {
    expect(
      shippingDestination({ billing, shipping: { country: 'FR' }, shipToDifferentAddress: true }),
    ).toMatchObject({ country: 'FR' });
  });

  it('given no country yet / there is none', () => {
    expect(
      shippingDestination({
        billing: { city: 'Berlin' },
        shipping: {},
        shipToDifferentAddress: false,
      }),
    ).toBeNull();
  });
});
