import { findInsuranceLine, MESSAGES } from '@peptide/domain';
import {
  CART_MUTATIONS,
  cartLinesFromCart,
  type SessionClient,
  shopperMessage,
} from '@peptide/sdk';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import type { CartChangeOutcome } from './cartChanges.server';

/** The shipping insurance covers the whole parcel once: one line of this quantity. */
export const INSURANCE_QUANTITY = 1;

/**
 * The quantity an Add to cart sends: the insurance's is always one, any other product's as
 * posted.
 *
 * @param productId - the product added
 * @param quantity - the quantity posted
 */
export function addedQuantity(productId: number, quantity: number): number {
  return productId === INSURANCE_PRODUCT_ID ? INSURANCE_QUANTITY : quantity;
}

/**
 * Holds the cart's insurance line at one after a change answered the cart: an add of the
 * insurance to a cart that held it already, or a line's plus or minus on it, is set back to one
 * (one more request, only then).
 *
 * @param client - the session's commerce client
 * @param outcome - the change's outcome, with the cart it answered
 * @returns the outcome, or that of setting the insurance line back to one
 * @remarks Checked on the answered cart rather than before the change, so two adds at once (two
 *   tabs) still end at one.
 */
export async function holdInsuranceAtOne(
  client: SessionClient['client'],
  outcome: CartChangeOutcome,
): Promise<CartChangeOutcome> {
  const line = findInsuranceLine(cartLinesFromCart(outcome.cart, ''), INSURANCE_PRODUCT_ID);
  if (!line || line.quantity === INSURANCE_QUANTITY) return outcome;
  const { document, cart } = CART_MUTATIONS.quantity;
  const answer = await client
    .mutation(document, { cartItemKey: line.key, quantity: INSURANCE_QUANTITY })
    .toPromise();
  if (answer.error) return { error: shopperMessage(answer.error) ?? MESSAGES.requestFailed };
  return { error: null, cart: cart(answer.data) };
}
