/**
 * The `intent` each of the cart's forms posts (Add to cart, a line's plus, minus and remove, the
 * coupon box and the applied coupon's Remove), so a server's action tells them apart.
 */
export const CART_INTENTS = {
  add: 'add',
  increment: 'increment',
  decrement: 'decrement',
  remove: 'remove',
  coupon: 'coupon',
  removeCoupon: 'removeCoupon',
} as const;

/** One of {@link CART_INTENTS}. */
export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];
