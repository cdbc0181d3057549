import { BITCOIN_GATEWAY_ID, DEFAULT_SHIPPING_METHOD_ID } from '@peptide/domain';
import type { CartFragment } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import {
  paymentMethodPricedIn,
  shippingMethodInEffect,
  shippingMethodsOf,
} from './checkoutChoices';

const cartWith = (chosen: string | null, rateIds: string[]): CartFragment =>
  ({
    chosenShippingMethods: chosen ? [chosen] : [],
    availableShippingMethods: [
      { rates: rateIds.map((id) => ({ id, label: id.toUpperCase(), cost: '5.00' })) },
    ],
  }) as unknown as CartFragment;

describe('shippingMethodInEffect', () => {
  it('given a chosen method the cart offers, it is the one in effect', () => {
    expect(
      shippingMethodInEffect(cartWith('free_shipping:2', ['flat_rate:1', 'free_shipping:2'])),
    ).toBe('free_shipping:2');
  });

  it('given no choice, or one the cart no longer offers, the first rate is in effect', () => {
    expect(shippingMethodInEffect(cartWith(null, ['flat_rate:1', 'free_shipping:2']))).toBe(
      'flat_rate:1',
    );
    expect(shippingMethodInEffect(cartWith('gone:9', ['flat_rate:1']))).toBe('flat_rate:1');
  });

  it('given no cart yet, the flat rate is in effect', () => {
    expect(shippingMethodInEffect(null)).toBe(DEFAULT_SHIPPING_METHOD_ID);
  });
});

describe('shippingMethodsOf', () => {
  it('given a cart, it lists the rates of its first package, costs as numbers', () => {
    expect(shippingMethodsOf(cartWith(null, ['flat_rate:1']))).toEqual([
      { id: 'flat_rate:1', label: 'FLAT_RATE:1', cost: 5 },
    ]);
    expect(shippingMethodsOf(null)).toEqual([]);
  });
});

describe('paymentMethodPricedIn', () => {
  const priced = (feeTotal: string | null) => ({ feeTotal }) as unknown as CartFragment;

  it('given a cart holding the bitcoin discount (a negative fee) / it is priced for bitcoin', () => {
    expect(paymentMethodPricedIn(priced('-22.32'))).toBe(BITCOIN_GATEWAY_ID);
  });

  it('given a cart with no fee, or none yet / it names no method', () => {
    expect(paymentMethodPricedIn(priced('0.00'))).toBe('');
    expect(paymentMethodPricedIn(priced(null))).toBe('');
    expect(paymentMethodPricedIn(null)).toBe('');
  });
});
