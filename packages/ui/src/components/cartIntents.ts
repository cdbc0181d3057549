/**
 * The `intent` each of the cart's forms posts (Add to cart, a line's plus, minus and remove, the
 * coupon box, the applied coupon's Remove and the shipping rate's choice), so a server's action
 * tells them apart.
 */
export const CART_INTENTS = {
  add: 'add',
  increment: 'increment',
  decrement: 'decrement',
  remove: 'remove',
  coupon: 'coupon',
  removeCoupon: 'removeCoupon',
  shippingMethod: 'shippingMethod',
} as const;

/** One of {@link CART_INTENTS}. */
export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];
