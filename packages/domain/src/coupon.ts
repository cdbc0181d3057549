import { lineSubtotal } from './cart';
import { LIMITS } from './constants';
import { MESSAGES, SERVER_MESSAGES } from './messages';
import { round2 } from './money';

/** A coupon's code with its terms. */
type Coupon = CouponTerms & { code: string };

/** How a coupon discounts, as WooGraphQL's `DiscountTypeEnum` names it. */
export type CouponDiscountType = 'PERCENT' | 'FIXED_CART';

/** The parts of a coupon its rules read. */
export interface CouponTerms {
  discountType: CouponDiscountType;
  /** A percentage for `PERCENT`, euros for `FIXED_CART`. */
  amount: number;
  /** ISO date-time after which the coupon no longer applies, or null for never. */
  dateExpiry: string | null;
  /** How many times the coupon may be used in all, or null for no limit. */
  usageLimit: number | null;
  usageCount: number;
  /** WooCommerce's "individual use only": the coupon cannot be used with any other coupon. */
  individualUse: boolean;
  /**
   * WooCommerce's "Exclude products": the database ids of products the coupon takes nothing off
   * (the shipping insurance); none when missing.
   */
  excludedProductIds?: readonly number[] | undefined;
}

/**
 * What is wrong with a coupon code as typed: blank, or over 26 characters once trimmed.
 *
 * @param input - the code as typed
 * @returns the required or too-long message, or null for a code that may be sent
 */
export function couponCodeError(input: string | null | undefined): string | null {
  const code = normalizeCouponCode(input);
  if (code === '') return MESSAGES.fieldRequired;
  if (code.length > LIMITS.couponMaxLength) return MESSAGES.tooLong(LIMITS.couponMaxLength);
  return null;
}

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
 * Whether a coupon code may be applied.
 *
 * @param input - the code as typed
 * @returns true when the trimmed code is not empty and at most 26 characters
 */
export function isValidCouponCode(input: string | null | undefined): boolean {
  return couponCodeError(input) === null;
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

/**
 * Why a coupon cannot be used now, in WooCommerce's words, or null when it can.
 *
 * @param coupon - the stored coupon, or null when the code is unknown
 * @param code - the code the shopper typed
 * @param now - the current time in ms
 * @returns `Invalid coupon code` for a blank or over-long code, then does-not-exist, expired
 *   (expiry at or before now) or usage-limit-reached, else null
 */
export function couponProblem(
  coupon: Pick<CouponTerms, 'dateExpiry' | 'usageLimit' | 'usageCount'> | null,
  code: string,
  now: number,
): string | null {
  if (!isValidCouponCode(code)) return MESSAGES.invalidCoupon;
  if (!coupon) return SERVER_MESSAGES.couponDoesNotExist(normalizeCouponCode(code));
  if (coupon.dateExpiry && Date.parse(coupon.dateExpiry) <= now) {
    return SERVER_MESSAGES.couponExpired;
  }
  if (coupon.usageLimit != null && coupon.usageCount >= coupon.usageLimit) {
    return SERVER_MESSAGES.couponUsageLimitReached;
  }
  return null;
}

/**
 * Why a coupon cannot join the coupons already applied, under WooCommerce's "individual use only"
 * rule, or null when it can: an individual-use coupon goes alone, and nothing joins one.
 *
 * @param applied - the coupons already applied (codes and their individual-use flags)
 * @param coupon - the coupon to apply
 * @returns {@link SERVER_MESSAGES.couponIndividualUseApplied} when an applied coupon is
 *   individual use, {@link SERVER_MESSAGES.couponIndividualUseOnly} when the new one is and
 *   another is applied, else null
 */
export function couponStackingProblem(
  applied: readonly Pick<Coupon, 'code' | 'individualUse'>[],
  coupon: Pick<Coupon, 'code' | 'individualUse'>,
): string | null {
  const others = applied.filter((entry) => entry.code.toLowerCase() !== coupon.code.toLowerCase());
  const alone = others.find((entry) => entry.individualUse);
  if (alone) return SERVER_MESSAGES.couponIndividualUseApplied(alone.code);
  if (coupon.individualUse && others.length > 0)
    return SERVER_MESSAGES.couponIndividualUseOnly(coupon.code);
  return null;
}

/**
 * The part of a cart a coupon discounts: the subtotal of its lines but those of the coupon's
 * excluded products.
 *
 * @param coupon - the coupon's excluded products
 * @param lines - the cart's lines (product id, unit price, quantity)
 * @returns the lines' subtotal without the excluded products', rounded to cents
 * @remarks Pass it to {@link couponDiscount}: a percentage is taken of it and a fixed amount is
 *   capped at it, as WooCommerce applies a coupon only to the items it is valid for.
 */
export function couponSubtotal(
  coupon: Pick<CouponTerms, 'excludedProductIds'>,
  lines: readonly {
    productId: number | string;
    price: number | string | null | undefined;
    quantity: number;
  }[],
): number {
  const excluded = coupon.excludedProductIds ?? [];
  return round2(
    lines
      .filter((line) => !excluded.includes(Number(line.productId)))
      .reduce((sum, line) => sum + lineSubtotal(line.price, line.quantity), 0),
  );
}

/**
 * The discount a coupon gives on a subtotal: a percentage of it, or a fixed amount capped at it.
 *
 * @param coupon - the coupon's type and amount
 * @param subtotal - the cart subtotal before discounts
 * @returns the discount, rounded to cents, never negative
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'discountType' | 'amount'>,
  subtotal: number,
): number {
  const raw =
    coupon.discountType === 'PERCENT'
      ? (subtotal * coupon.amount) / 100
      : Math.min(coupon.amount, subtotal);
  return round2(Math.max(0, raw));
}
