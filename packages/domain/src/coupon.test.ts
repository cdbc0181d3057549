import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  canApplyCoupon,
  couponCodeError,
  couponDiscount,
  couponProblem,
  couponStackingProblem,
  couponSubtotal,
  isValidCouponCode,
  normalizeCouponCode,
} from './coupon';
import { MESSAGES, SERVER_MESSAGES } from './messages';

describe('coupon code rule', () => {
  it('given spaces around a code, it trims them', () => {
    expect(normalizeCouponCode('  SAVE10 ')).toBe('SAVE10');
    expect(normalizeCouponCode(undefined)).toBe('');
  });

  it('given a blank code, it is invalid', () => {
    expect(isValidCouponCode('   ')).toBe(false);
    expect(isValidCouponCode(null)).toBe(false);
  });

  it('given 26 characters it is valid, and 27 is too long', () => {
    expect(isValidCouponCode('A'.repeat(26))).toBe(true);
    expect(isValidCouponCode(` ${'A'.repeat(26)} `)).toBe(true);
    expect(isValidCouponCode('A'.repeat(27))).toBe(false);
  });
});

describe('canApplyCoupon', () => {
  it('given a code and nothing pending, Apply is enabled', () => {
    expect(canApplyCoupon({ code: 'SAVE10' })).toBe(true);
    expect(canApplyCoupon({ code: 'SAVE10', busy: false, discount: 0 })).toBe(true);
  });

  it('given a blank code, a pending request or an existing discount, Apply is disabled', () => {
    expect(canApplyCoupon({ code: ' ' })).toBe(false);
    expect(canApplyCoupon({ code: 'SAVE10', busy: true })).toBe(false);
    expect(canApplyCoupon({ code: 'SAVE10', discount: 5 })).toBe(false);
  });
});

describe('couponCodeError', () => {
  it('given a padded code, it finds nothing wrong', () => {
    expect(couponCodeError('  SAVE10 ')).toBeNull();
    expect(couponCodeError(` ${'A'.repeat(26)} `)).toBeNull();
  });

  it('given a blank or long code, it says why', () => {
    expect(couponCodeError(' ')).toBe('This field is required');
    expect(couponCodeError(null)).toBe('This field is required');
    expect(couponCodeError('A'.repeat(27))).toBe('Must be at most 26 characters');
  });
});

const NOW = Date.parse('2026-01-15T10:00:00.000Z');
const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  discountType: 'PERCENT',
  amount: 10,
  dateExpiry: null,
  usageLimit: null,
  usageCount: 0,
  individualUse: false,
  ...overrides,
});

describe('couponProblem', () => {
  it('given a usable coupon, there is no problem', () => {
    expect(couponProblem(terms(), 'TEST', NOW)).toBeNull();
  });

  it('given a blank or over-long code, it is an invalid code whether or not it is stored', () => {
    expect(couponProblem(terms(), '  ', NOW)).toBe(MESSAGES.invalidCoupon);
    expect(couponProblem(null, 'A'.repeat(27), NOW)).toBe(MESSAGES.invalidCoupon);
  });

  it('given an unknown code, WooCommerce says the trimmed code does not exist', () => {
    expect(couponProblem(null, ' GONE ', NOW)).toBe('Coupon "GONE" does not exist!');
  });

  it('given an expiry at or before now, it has expired; a moment later it has not', () => {
    const at = new Date(NOW).toISOString();
    expect(couponProblem(terms({ dateExpiry: at }), 'TEST', NOW)).toBe('This coupon has expired.');
    expect(couponProblem(terms({ dateExpiry: new Date(NOW + 1).toISOString() }), 'TEST', NOW)).toBe(
      null,
    );
  });

  it('given the usage limit reached, it is used up; one use below the limit it applies', () => {
    expect(couponProblem(terms({ usageLimit: 2, usageCount: 2 }), 'TEST', NOW)).toBe(
      'Coupon usage limit has been reached.',
    );
    expect(couponProblem(terms({ usageLimit: 2, usageCount: 1 }), 'TEST', NOW)).toBeNull();
  });

  it('given an expired coupon that is also used up, expiry is reported first', () => {
    const both = terms({ dateExpiry: '2024-01-01T00:00:00.000Z', usageLimit: 1, usageCount: 1 });
    expect(couponProblem(both, 'TEST', NOW)).toBe(SERVER_MESSAGES.couponExpired);
  });
});

describe('couponDiscount', () => {
  it('given a percent coupon, it takes that share, rounded to cents', () => {
    expect(couponDiscount({ discountType: 'PERCENT', amount: 15 }, 33.33)).toBe(5);
    expect(couponDiscount({ discountType: 'PERCENT', amount: 10 }, 139.99)).toBe(14);
  });

  it('given a fixed coupon larger than the subtotal, it is capped at the subtotal', () => {
    expect(couponDiscount({ discountType: 'FIXED_CART', amount: 20 }, 12.5)).toBe(12.5);
    expect(couponDiscount({ discountType: 'FIXED_CART', amount: 20 }, 90)).toBe(20);
  });

  it('given any coupon and subtotal, the discount is between 0 and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CouponTerms['discountType']>('PERCENT', 'FIXED_CART'),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        (discountType, amount, cents) => {
          const subtotal = cents / 100;
          const discount = couponDiscount({ discountType, amount }, subtotal);
          return discount >= 0 && discount <= subtotal;
        },
      ),
    );
  });
});

describe('couponSubtotal', () => {
  const cart = [
    { productId: 5, price: '39.99', quantity: 2 },
    { productId: 11710, price: '4.99', quantity: 1 },
  ];

  it('given a coupon excluding the shipping insurance / 10 % is taken off the products alone', () => {
    const welcome = { discountType: 'PERCENT' as const, amount: 10, excludedProductIds: [11710] };
    expect(couponSubtotal(welcome, cart)).toBe(79.98);
    expect(couponDiscount(welcome, couponSubtotal(welcome, cart))).toBe(8);
  });

  it('given a coupon without excluded products / every line counts', () => {
    expect(couponSubtotal({}, cart)).toBe(84.97);
    expect(couponSubtotal({ excludedProductIds: [] }, cart)).toBe(84.97);
  });

  it('given a fixed coupon and a cart of excluded products only / it takes nothing off', () => {
    const fixed = { discountType: 'FIXED_CART' as const, amount: 20, excludedProductIds: [11710] };
    expect(couponDiscount(fixed, couponSubtotal(fixed, [cart[1] as (typeof cart)[number]]))).toBe(
      0,
    );
  });
});

describe('couponStackingProblem', () => {
  const coupon = (code: string, individualUse = false) => ({ code, individualUse });

  it('given coupons without individual use, any may join the others', () => {
    expect(couponStackingProblem([coupon('SAVE20')], coupon('WELCOME10'))).toBeNull();
    expect(couponStackingProblem([], coupon('SOLO15', true))).toBeNull();
  });

  it('given an individual-use coupon applied, no other joins it', () => {
    expect(couponStackingProblem([coupon('SOLO15', true)], coupon('SAVE20'))).toBe(
      SERVER_MESSAGES.couponIndividualUseApplied('SOLO15'),
    );
  });

  it('given an individual-use coupon to apply while another is applied, it is refused', () => {
    expect(couponStackingProblem([coupon('SAVE20')], coupon('SOLO15', true))).toBe(
      SERVER_MESSAGES.couponIndividualUseOnly('SOLO15'),
    );
  });

  it('given the same coupon among the applied ones, it does not count as another', () => {
    expect(couponStackingProblem([coupon('solo15', true)], coupon('SOLO15', true))).toBeNull();
  });
});
