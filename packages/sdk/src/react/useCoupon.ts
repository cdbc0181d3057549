import type { ActionResult, IgnorableActionResult } from '../store/actionResult';
import { useClientShopStore, useShopSnapshot } from './ShopStoreProvider';

/** What {@link useCoupon} gives. */
export interface UseCouponResult {
  /** The applied code as stored locally, or null. */
  code: string | null;
  /** Whether an apply or remove request is in flight. */
  busy: boolean;
  /** Applies a code; a blank or over-long code is ignored without a request. */
  apply(code: string): Promise<IgnorableActionResult>;
  /** Removes the stored code from the cart. */
  remove(): Promise<ActionResult>;
}

/**
 * The cart's coupon, for the cart page and the checkout alike: the applied code is held locally as
 * a code only (never a discount amount, which the server works out); each change is one request
 * whose answer carries the cart.
 *
 * @returns the stored code, a busy flag, and apply/remove with the coupon messages of `MESSAGES`
 */
export function useCoupon(): UseCouponResult {
  const store = useClientShopStore();
  const { couponCode, couponBusy } = useShopSnapshot();
  return {
    code: couponCode,
    busy: couponBusy,
    apply: store.applyCoupon,
    remove: store.removeCoupon,
  };
}
