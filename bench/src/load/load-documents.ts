/** The GraphQL documents a load session sends, and the refusals each may rightly get. */
import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { type CartModel, LOAD_CART_FIELDS } from './cart-model';

export const ADD = `mutation ($productId: Int!, $quantity: Int, $variationId: Int) {
  addToCart(input: { productId: $productId, quantity: $quantity, variationId: $variationId }) { cart { ${LOAD_CART_FIELDS} } }
}`;
export const UPDATE = `mutation ($key: ID!, $quantity: Int!) {
  updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) { cart { ${LOAD_CART_FIELDS} } }
}`;
export const REMOVE = `mutation ($key: ID!) { removeItemsFromCart(input: { keys: [$key] }) { cart { ${LOAD_CART_FIELDS} } } }`;
export const APPLY_COUPON = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { cart { ${LOAD_CART_FIELDS} } } }`;
export const CART = `{ cart { ${LOAD_CART_FIELDS} } }`;
export const CHECKOUT = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId orderKey total lineItems { nodes { productId variationId quantity } } } }
}`;

/** Coupons without a usage limit or expiry: applying them never fails for reasons of their own. */
export const LOAD_COUPONS = ['WELCOME10', 'SAVE20'];

/** Messages an add or update may rightly be refused with, given the quantity already in the cart. */
export function changeRefusals(inCart: number): Set<string> {
  const refusals = new Set([
    MESSAGES.outOfStock,
    MESSAGES.stockLimitExceeds,
    MESSAGES.quantityOutOfRange,
    MESSAGES.noMoreStock(inCart),
  ]);
  for (let left = 0; left <= inCart + 1000; left++)
    refusals.add(MESSAGES.onlyLeftInStock(left, inCart));
  return refusals;
}

/** The stock messages a checkout of this cart may rightly be refused with. */
export function checkoutRefusals(cart: CartModel, names: Map<string, string>): Set<string> {
  const refusals = new Set<string>();
  for (const [key, quantity] of Object.entries(cart.lines)) {
    const name = names.get(key) ?? key;
    for (let available = 0; available < quantity; available++)
      refusals.add(SERVER_MESSAGES.notEnoughStock(name, available));
  }
  return refusals;
}
