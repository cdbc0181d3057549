import { PLACEHOLDER_IMAGE_PATH } from '@peptide/domain';
import { type CartFragment, cartLinesFromCart, cartTotals } from '@peptide/sdk';
import type { CartView } from '@peptide/sdk/react';

const NOTHING_BUSY = { increment: false, decrement: false, remove: false };

/**
 * The session's cart as the server read it, in the shape of `useCartView`'s answer: nothing busy,
 * nothing pending. Cart and checkout pages show it until the store has read the shopper, and
 * without scripts.
 *
 * @param serverCart - the cart the route's loader read (null without a session)
 * @param shape - the store's answer, whose coupon code and flags stay
 * @returns the server's cart as the store would give it
 */
export function serverCartView(serverCart: CartFragment | null, shape: CartView): CartView {
  const lines = serverCart ? cartLinesFromCart(serverCart, PLACEHOLDER_IMAGE_PATH) : [];
  return {
    ...shape,
    cart: serverCart,
    lines,
    status: 'loaded',
    totals: cartTotals({
      cart: serverCart,
      lines,
      pending: false,
      paymentMethodId: null,
      freeShippingThreshold: null,
    }),
    busy: () => NOTHING_BUSY,
  };
}
