import { lineSubtotal } from './cart';
import { BITCOIN_GATEWAY_ID, LIMITS } from './constants';
import { MESSAGES } from './messages';
import { readAmount, round2 } from './money';
import { shippingCharge } from './shipping';

/**
 * What {@link computeTotals} needs.
 *
 * @remarks Each optional field also takes `undefined`, so callers compiled with
 *   `exactOptionalPropertyTypes` may pass a value they may not have.
 */
export interface TotalsInput {
  lines: readonly { price: number | string | null | undefined; quantity: number }[];
  /** The coupon discount the server reported; negative or missing counts as 0. */
  couponDiscount?: number | string | null | undefined;
  /** The chosen payment gateway id; `btcpaygf_default` earns the bitcoin discount. */
  paymentMethodId?: string | null | undefined;
  freeShippingThreshold?: number | undefined;
  flatShippingFee?: number | undefined;
}

/** Every figure of the cart total box, each rounded to cents. */
export interface Totals {
  subtotal: number;
  discount: number;
  bitcoinDiscount: number;
  shipping: number;
  shippingLabel: string;
  total: number;
  /**
   * True while a change the figures depend on waits for the backend's answer: the figures are
   * then the backend's last answer, not a guess at the next one.
   */
  updating?: boolean | undefined;
}

/**
 * The cart and order totals, the one computation shared by the storefront and the server.
 *
 * @param input - the lines, the coupon discount, the payment method and the shipping rule
 * @returns subtotal (sum of line subtotals), discount (coupon, capped at the subtotal),
 *   bitcoinDiscount (10% of subtotal − discount when paying by bitcoin), shipping (0 when
 *   subtotal − discount is above the threshold, else the flat fee, as `freeShippingBasis` says)
 *   and total = subtotal − discount − bitcoinDiscount + shipping
 * @remarks An empty cart ships nothing, so it totals 0 (the flat-fee rule read literally
 *   would charge €15 for nothing; see the README's deviations).
 */
export function computeTotals({
  lines,
  couponDiscount,
  paymentMethodId,
  freeShippingThreshold = LIMITS.freeShippingThreshold,
  flatShippingFee = LIMITS.flatShippingFee,
}: TotalsInput): Totals {
  const subtotal = round2(
    lines.reduce((sum, line) => sum + lineSubtotal(line.price, line.quantity), 0),
  );
  const discount = round2(Math.min(Math.max(0, readAmount(couponDiscount)), Math.max(0, subtotal)));
  const discounted = round2(subtotal - discount);
  const bitcoinDiscount =
    paymentMethodId === BITCOIN_GATEWAY_ID ? round2(discounted * LIMITS.bitcoinDiscountRate) : 0;
  const { shipping, shippingLabel } =
    lines.length === 0
      ? { shipping: 0, shippingLabel: MESSAGES.shippingFlatLabel }
      : shippingCharge(discounted, freeShippingThreshold, flatShippingFee);
  const total = round2(discounted - bitcoinDiscount + shipping);
  return { subtotal, discount, bitcoinDiscount, shipping, shippingLabel, total };
}
