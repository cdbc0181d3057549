import { type CartLine, PLACEHOLDER_IMAGE_PATH, type Totals } from '@peptide/domain';
import {
  applyPendingChanges,
  type CartFragment,
  cartLinesFromCart,
  cartTotals,
} from '@peptide/sdk';
import { useMemo } from 'react';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { useUnansweredCartForms } from './cartForms';
import { pendingCartOf } from './pendingCart';
import { useShopper } from './shopper';

/** The busy flags of one cart line: each button has its own spinner. */
export interface LineBusy {
  increment: boolean;
  decrement: boolean;
  remove: boolean;
}

/** The cart as every part of the page shows it; see {@link useCartView}. */
export interface CartView {
  /** The server's cart, or null without one. */
  cart: CartFragment | null;
  /** Its lines with every unanswered change applied, in the order the changes were made. */
  lines: CartLine[];
  /** The server's totals, marked `updating` while a change is unanswered. */
  totals: Totals;
  /** Number of product lines (the header badge): the shipping insurance is a checkout option. */
  count: number;
  /** The coupon the cart holds, or null. */
  couponCode: string | null;
  /** Whether a coupon is being applied or removed. */
  couponBusy: boolean;
  /** The busy flags of a line. */
  busy(key: string): LineBusy;
  /** Whether an add of this product is unanswered. */
  adding(productId: number): boolean;
}

const IDLE_LINE: LineBusy = Object.freeze({ increment: false, decrement: false, remove: false });

/**
 * The shopper's cart as the page shows it: the cart the server last answered (the shopper's
 * fetcher, or the page's loader before it has answered) with the unanswered cart forms applied,
 * so the badge, the mini cart and the cart page never disagree and a change shows at once.
 *
 * @returns the cart, its lines and totals, the coupon and the busy flags
 */
export function useCartView(): CartView {
  const { cart, freeShippingThreshold } = useShopper();
  const forms = useUnansweredCartForms();
  return useMemo(() => {
    const pending = pendingCartOf(forms);
    const confirmed = cart ? cartLinesFromCart(cart, PLACEHOLDER_IMAGE_PATH) : [];
    const lines = applyPendingChanges(confirmed, pending.changes, PLACEHOLDER_IMAGE_PATH);
    return {
      cart,
      lines,
      totals: cartTotals({
        cart,
        lines,
        pending: pending.pending,
        paymentMethodId: null,
        freeShippingThreshold,
      }),
      count: lines.filter((line) => Number(line.productId) !== INSURANCE_PRODUCT_ID).length,
      couponCode: cart?.appliedCoupons?.find((coupon) => coupon?.code)?.code ?? null,
      couponBusy: pending.couponBusy,
      busy: (key) => pending.busyLines[key] ?? IDLE_LINE,
      adding: (productId) => pending.adding.has(productId),
    };
  }, [cart, freeShippingThreshold, forms]);
}
