import { describe, expect, it } from 'vitest';
import { CouponCodeSchema, canApplyCoupon, isValidCouponCode, normalizeCouponCode } from './coupon';

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

describe('CouponCodeSchema', () => {
  it('given a padded code, it yields the trimmed code', () => {
    expect(CouponCodeSchema.parse('  SAVE10 ')).toBe('SAVE10');
  });

  it('given a blank or long code, it says why', () => {
    expect(CouponCodeSchema.safeParse(' ').error?.issues[0]?.message).toBe(
      'This field is required',
    );
    expect(CouponCodeSchema.safeParse('A'.repeat(27)).error?.issues[0]?.message).toBe(
      'Must be at most 26 characters',
    );
  });
});
