import { LIMITS, MESSAGES, round2 } from '@peptide/domain';
import type { Coupon } from '../store/shop';

/**
 * Why a coupon cannot be used now, in WooCommerce's words, or null when it can.
 *
 * @param coupon - the stored coupon, or null when the code is unknown
 * @param code - the code the shopper typed
 * @param now - the current time in ms
 */
export function couponProblem(coupon: Coupon | null, code: string, now: number): string | null {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed.length > LIMITS.couponMaxLength) return MESSAGES.invalidCoupon;
  if (!coupon) return `Coupon "${trimmed}" does not exist!`;
  if (coupon.dateExpiry && Date.parse(coupon.dateExpiry) <= now) return 'This coupon has expired.';
  if (coupon.usageLimit != null && coupon.usageCount >= coupon.usageLimit) {
    return 'Coupon usage limit has been reached.';
  }
  return null;
}

/**
 * The discount a coupon gives on a subtotal: a percentage of it, or a fixed amount capped at it.
 *
 * @param coupon - the coupon
 * @param subtotal - the cart subtotal before discounts
 * @returns the discount, rounded to cents
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'discountType' | 'amount'>,
  subtotal: number,
): number {
  const raw =
    coupon.discountType === 'PERCENT'
      ? (subtotal * coupon.amount) / 100
      : Math.min(coupon.amount, subtotal);
  return round2(Math.max(0, raw));
}
