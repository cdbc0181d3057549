import type { CartLine } from '@peptide/domain';
import type { ActionResult } from '@peptide/sdk';
import { notify } from '@peptide/ui';
import { useMemo } from 'react';
import { useCartForms } from './cartForms';

/** What the cart page and the mini cart do with a line or the coupon, and how they tell it. */
export interface CartActions {
  /** A line's plus or minus; a refusal is told in a toast. */
  step(line: CartLine, intent: 'increment' | 'decrement'): void;
  /** Removes a line; a refusal is told in a toast. */
  remove(line: CartLine): void;
  /**
   * Applies a coupon; resolves true when it applied (the field clears and its note names the
   * coupon), else the refusal, which the coupon box shows at its field: no toast covers the
   * totals or Checkout Now.
   */
  applyCoupon(code: string): Promise<true | string>;
  /** Removes the applied coupon with the coupon toasts of `MESSAGES`. */
  removeCoupon(code: string): Promise<void>;
}

/** Tells a refused change in a toast (not only logged). */
const toastRefusal = (result: ActionResult) => {
  if (!result.ok) notify.error(result.error);
};

/**
 * The shared reactions to cart changes: a coupon's refusal at its field, its removal in a toast,
 * and a refused quantity change or removal said in a toast. The cart the action answered (the server's, refused change or not)
 * is what shows afterwards, so nothing shows a state the server does not hold.
 *
 * @returns the actions
 */
export function useCartActions(): CartActions {
  const forms = useCartForms();
  return useMemo(
    () => ({
      step: (line, intent) => void forms.step(line, intent).then(toastRefusal),
      remove: (line) => void forms.remove(line).then(toastRefusal),
      async applyCoupon(code) {
        const result = await forms.applyCoupon(code);
        return result.ok ? true : result.error;
      },
      async removeCoupon(code) {
        const result = await forms.removeCoupon(code);
        if (result.ok) notify.success(result.value);
        else notify.error(result.error);
      },
    }),
    [forms],
  );
}
