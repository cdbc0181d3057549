import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { formatEuro, round2 } from './money';

/** The shipping charged for a subtotal, with the label the cart shows. */
export interface ShippingCharge {
  shipping: number;
  shippingLabel: string;
}

/** The mini cart's free-shipping meter. */
export interface FreeShippingProgress {
  /** How far the subtotal is towards the threshold, 0 to 100. */
  percent: number;
  /** What is left to spend, in euros; 0 once free shipping is reached. */
  remaining: number;
  /** Whether the subtotal already ships free. */
  reached: boolean;
  message: string;
}

/**
 * Whether a subtotal ships free.
 *
 * @param subtotal - the cart subtotal
 * @param threshold - the free-shipping threshold (250 on the cart page)
 * @returns true only when the subtotal is above the threshold; exactly the threshold pays shipping
 */
export function qualifiesForFreeShipping(
  subtotal: number,
  threshold: number = LIMITS.freeShippingThreshold,
): boolean {
  return round2(subtotal) > round2(threshold);
}

/**
 * The shipping charge for a subtotal: free above the threshold, otherwise the flat fee.
 *
 * @param subtotal - the cart subtotal
 * @param threshold - the free-shipping threshold, 250 by default
 * @param flatFee - the flat fee, 15 by default
 * @returns the charge and its label (`Xpresspost` for the flat fee)
 */
export function shippingCharge(
  subtotal: number,
  threshold: number = LIMITS.freeShippingThreshold,
  flatFee: number = LIMITS.flatShippingFee,
): ShippingCharge {
  if (qualifiesForFreeShipping(subtotal, threshold)) {
    return { shipping: 0, shippingLabel: MESSAGES.shippingFreeLabel };
  }
  return { shipping: round2(Math.max(0, flatFee)), shippingLabel: MESSAGES.shippingFlatLabel };
}

/**
 * The mini cart's free-shipping meter.
 *
 * @param subtotal - the cart subtotal
 * @param threshold - the threshold supplied by the server (0 when missing)
 * @returns the percentage (subtotal / threshold, capped at 100), what is left to spend and the
 *   message
 * @remarks A threshold of 0 or less counts as reached, so there is never a division by zero.
 *   Reaching the threshold uses the same rule as the cart's totals (above, not equal), so the
 *   meter never congratulates a shopper who is still charged shipping; at exactly the threshold
 *   the smallest amount that qualifies, €0.01, is what is left.
 */
export function freeShippingProgress(subtotal: number, threshold: number): FreeShippingProgress {
  if (!(threshold > 0) || qualifiesForFreeShipping(subtotal, threshold)) {
    return { percent: 100, remaining: 0, reached: true, message: MESSAGES.freeShippingReached };
  }
  const percent = round2(Math.min(100, Math.max(0, (subtotal / threshold) * 100)));
  const remaining = Math.max(0.01, round2(threshold - Math.max(0, subtotal)));
  return {
    percent,
    remaining,
    reached: false,
    message: MESSAGES.freeShippingRemaining(formatEuro(remaining)),
  };
}
