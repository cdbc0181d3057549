import {
  failure,
  isValidCouponCode,
  MESSAGES,
  normalizeCouponCode,
  success,
} from '@peptide/domain';
import type { CartFragment } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import {
  type ActionResult,
  errorMessage,
  IGNORED,
  type IgnorableActionResult,
} from './actionResult';
import type { CartSlice } from './cart';
import { CART_MUTATIONS } from './cartAnswers';
import type { StoreContext } from './context';
import { followCartCoupon, rememberCoupon } from './storedShopper';

/** The coupon slice of the shop store; see {@link createCouponSlice}. */
export type CouponSlice = ReturnType<typeof createCouponSlice>;

/**
 * The cart's coupon: the applied code is kept locally as a code only (other tabs read it), and
 * each change is one request whose answer carries the cart.
 *
 * @param ctx - the shared store context
 * @param cart - the cart slice, which sends the requests
 * @returns apply, remove, `forget` for a cart that was emptied, and `follow` for a cart read
 *   elsewhere (a server's route)
 */
export function createCouponSlice(ctx: StoreContext, cart: Pick<CartSlice, 'send'>) {
  const { kernel, storage } = ctx;
  const remember = (code: string | null) => rememberCoupon(kernel, storage, code);

  return {
    /** Forgets the applied code (the cart it applied to is gone). */
    forget: () => remember(null),

    /** Takes the code a cart read elsewhere carries; a cart without one forgets the kept code. */
    follow: (received: CartFragment | null | undefined): void =>
      followCartCoupon(kernel, storage, received),

    async applyCoupon(input: string): Promise<IgnorableActionResult> {
      if (!isValidCouponCode(input)) return IGNORED;
      const code = normalizeCouponCode(input);
      return ctx.whileBusy('coupon', async () => {
        const answer = await cart.send(CART_MUTATIONS.applyCoupon, { couponCode: code });
        if (answer.error) return failure(errorMessage(answer.error));
        if (!answer.data?.applyCoupon?.applied) {
          return failure(MESSAGES.invalidCoupon);
        }
        remember(code);
        return success(MESSAGES.couponApplied);
      });
    },

    async removeCoupon(): Promise<ActionResult> {
      const stored = storage.getItem(STORAGE_KEYS.appliedCoupon);
      if (!stored) return failure(MESSAGES.noCouponToRemove);
      return ctx.whileBusy('coupon', async () => {
        const answer = await cart.send(CART_MUTATIONS.removeCoupon, { couponCode: stored });
        if (answer.error) return failure(errorMessage(answer.error));
        const left = CART_MUTATIONS.removeCoupon.cart(answer.data)?.appliedCoupons;
        const stillApplied =
          !answer.answered ||
          (left ?? []).some((coupon) => coupon?.code.toLowerCase() === stored.toLowerCase());
        if (stillApplied) return failure(MESSAGES.couponNotFound);
        remember(null);
        return success(MESSAGES.couponRemoved);
      });
    },
  };
}
