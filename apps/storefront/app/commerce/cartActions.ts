import type { IgnorableActionResult } from '@peptide/sdk';
import { useCart, useCoupon } from '@peptide/sdk/react';
import { notify } from '@peptide/ui';

/** What the cart page, the mini cart and the checkout do with the store's answers. */
export interface CartActions {
  /** Runs a line change; a refusal is told in a toast and the cart is loaded again. */
  change(action: Promise<IgnorableActionResult>): Promise<void>;
  /** Applies a coupon with the coupon toasts of `MESSAGES`; resolves true when it applied (the field clears). */
  applyCoupon(code: string): Promise<boolean>;
  /** Removes the stored coupon with the coupon toasts of `MESSAGES`. */
  removeCoupon(): Promise<void>;
}

/**
 * The shared reactions to cart changes: coupon messages as toasts, and a
 * refused quantity change or removal said in a toast (not only logged) and
 * followed by a fresh load of the cart, so nothing shows a state the server does not hold.
 *
 * @returns the actions
 */
export function useCartActions(): CartActions {
  const cart = useCart();
  const coupon = useCoupon();
  return {
    async change(action) {
      const result = await action;
      if (result.ok || result.error === null) return;
      notify.error(result.error);
      void cart.refetch();
    },
    async applyCoupon(code) {
      const result = await coupon.apply(code);
      if (result.ok) notify.success(result.value);
      else if (result.error !== null) notify.error(result.error);
      return result.ok;
    },
    async removeCoupon() {
      const result = await coupon.remove();
      if (result.ok) notify.success(result.value);
      else notify.error(result.error);
    },
  };
}
