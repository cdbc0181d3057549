import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../store/shop';
import { couponDiscount, couponProblem } from './coupons';

const NOW = Date.parse('2026-01-15T10:00:00.000Z');
const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'TEST',
  discountType: 'PERCENT',
  amount: 10,
  description: '',
  dateExpiry: null,
  usageLimit: null,
  usageCount: 0,
  ...overrides,
});

describe('couponProblem', () => {
  it('given a valid coupon, there is no problem', () => {
    expect(couponProblem(coupon(), 'TEST', NOW)).toBeNull();
  });

  it('given a blank or over-long code, it is an invalid code', () => {
    expect(couponProblem(coupon(), '  ', NOW)).toBe(MESSAGES.invalidCoupon);
    expect(couponProblem(coupon(), 'A'.repeat(27), NOW)).toBe(MESSAGES.invalidCoupon);
  });

  it('given an unknown code, WooCommerce says it does not exist', () => {
    expect(couponProblem(null, ' GONE ', NOW)).toBe('Coupon "GONE" does not exist!');
  });

  it('given an expiry at or before now, it has expired', () => {
    expect(couponProblem(coupon({ dateExpiry: new Date(NOW).toISOString() }), 'TEST', NOW)).toBe(
      'This coupon has expired.',
    );
    expect(
      couponProblem(coupon({ dateExpiry: new Date(NOW + 1).toISOString() }), 'TEST', NOW),
    ).toBeNull();
  });

  it('given the usage limit reached, it is used up', () => {
    expect(couponProblem(coupon({ usageLimit: 2, usageCount: 2 }), 'TEST', NOW)).toBe(
      'Coupon usage limit has been reached.',
    );
    expect(couponProblem(coupon({ usageLimit: 2, usageCount: 1 }), 'TEST', NOW)).toBeNull();
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
});
