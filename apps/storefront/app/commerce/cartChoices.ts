import { CART_INTENTS } from '@peptide/ui';

/**
 * The `intent` of the checkout's choices that the page's script posts to the /cart action as the
 * shopper makes them (without scripts the checkout's Update totals and Place Order post them to
 * the checkout's action): the shipping rate, the payment method and the address the rates are
 * for. The shipping rate's is the cart page's rate form's too.
 */
export const CART_CHOICE_INTENTS = {
  shippingMethod: CART_INTENTS.shippingMethod,
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shippingAddress',
} as const;

/** One of {@link CART_CHOICE_INTENTS}. */
export type CartChoiceIntent = (typeof CART_CHOICE_INTENTS)[keyof typeof CART_CHOICE_INTENTS];
