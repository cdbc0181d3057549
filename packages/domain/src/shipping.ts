import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { formatEuro, round2 } from './money';

/** The shipping charged for a cart, with the label the cart shows. */
export interface ShippingCharge {
  shipping: number;
  shippingLabel: string;
}

/** The mini cart's free-shipping meter. */
export interface FreeShippingProgress {
  /** How far the subtotal after coupons is towards the threshold, 0 to 100. */
  percent: number;
  /** What is left to spend, in euros; 0 once free shipping is reached. */
  remaining: number;
  /** Whether the cart already ships free. */
  reached: boolean;
  message: string;
}

/**
 * The amount the free-shipping threshold is judged on: the subtotal less the coupon discount.
 *
 * @param subtotal - the cart subtotal
 * @param couponDiscount - the coupons' discount; negative counts as 0, more than the subtotal
 *   as the subtotal
 * @returns the subtotal after coupons, rounded to cents and never below 0
 * @remarks A coupon that takes the cart down to the threshold or below also takes away free
 *   shipping, as WooCommerce judges its free-shipping minimum after coupon discounts by default.
 *   The bitcoin discount does not count: it depends on the payment method, chosen after shipping.
 */
export function freeShippingBasis(subtotal: number, couponDiscount = 0): number {
  const goods = Math.max(0, subtotal);
  return round2(goods - Math.min(Math.max(0, couponDiscount), goods));
}

/**
 * Whether a cart ships free.
 *
 * @param amount - the subtotal after coupon discounts ({@link freeShippingBasis})
 * @param threshold - the free-shipping threshold (250 on the cart page)
 * @returns true only when the amount is above the threshold; exactly the threshold pays shipping
 */
export function qualifiesForFreeShipping(
  amount: number,
  threshold: number = LIMITS.freeShippingThreshold,
): boolean {
  return round2(amount) > round2(threshold);
}

/**
 * The shipping charge for a cart: free above the threshold, otherwise the flat fee.
 *
 * @param amount - the subtotal after coupon discounts ({@link freeShippingBasis})
 * @param threshold - the free-shipping threshold, 250 by default
 * @param flatFee - the flat fee, 15 by default
 * @returns the charge and its label (`Xpresspost` for the flat fee)
 */
export function shippingCharge(
  amount: number,
  threshold: number = LIMITS.freeShippingThreshold,
  flatFee: number = LIMITS.flatShippingFee,
): ShippingCharge {
  if (qualifiesForFreeShipping(amount, threshold)) {
    return { shipping: 0, shippingLabel: MESSAGES.shippingFreeLabel };
  }
  return { shipping: round2(Math.max(0, flatFee)), shippingLabel: MESSAGES.shippingFlatLabel };
}

/**
 * The mini cart's free-shipping meter.
 *
 * @param subtotal - the cart subtotal
 * @param threshold - the threshold supplied by the server (0 when missing)
 * @param couponDiscount - the coupons' discount, 0 when none: the meter measures the subtotal
 *   after coupons, as the cart's shipping does ({@link freeShippingBasis})
 * @returns the percentage (subtotal after coupons / threshold, capped at 100), what is left to
 *   spend and the message
 * @remarks A threshold of 0 or less counts as reached, so there is never a division by zero.
 *   Reaching the threshold uses the same rule as the cart's totals (above, not equal), so the
 *   meter never congratulates a shopper who is still charged shipping; at exactly the threshold
 *   the smallest amount that qualifies, €0.01, is what is left.
 */
export function freeShippingProgress(
  subtotal: number,
  threshold: number,
  couponDiscount = 0,
): FreeShippingProgress {
  const amount = freeShippingBasis(subtotal, couponDiscount);
  if (!(threshold > 0) || qualifiesForFreeShipping(amount, threshold)) {
    return { percent: 100, remaining: 0, reached: true, message: MESSAGES.freeShippingReached };
  }
  const percent = round2(Math.min(100, (amount / threshold) * 100));
  const remaining = Math.max(0.01, round2(threshold - amount));
  return {
    percent,
    remaining,
    reached: false,
    message: MESSAGES.freeShippingRemaining(formatEuro(remaining)),
  };
}
