import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';

/** A coupon code as sent: trimmed, not empty, at most 26 characters. */
export const CouponCodeSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired })
  .max(LIMITS.couponMaxLength, { error: MESSAGES.tooLong(LIMITS.couponMaxLength) });

/**
 * The coupon code as it is sent: trimmed.
 *
 * @param input - the code as typed
 * @returns the trimmed code
 */
export function normalizeCouponCode(input: string | null | undefined): string {
  return (input ?? '').trim();
}

/**
 * Whether a coupon code may be applied (spec 5).
 *
 * @param input - the code as typed
 * @returns true when the trimmed code is not empty and at most 26 characters
 */
export function isValidCouponCode(input: string | null | undefined): boolean {
  return CouponCodeSchema.safeParse(input ?? '').success;
}

/**
 * Whether the cart page's Apply Coupon button is enabled.
 *
 * @param state - the typed code, whether a request is pending, and the current discount
 * @returns false when the code is blank or too long, while busy, or once a discount exists
 */
export function canApplyCoupon(state: {
  code: string | null | undefined;
  busy?: boolean;
  discount?: number | null;
}): boolean {
  return isValidCouponCode(state.code) && !state.busy && !((state.discount ?? 0) > 0);
}
