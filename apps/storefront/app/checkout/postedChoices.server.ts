import { findInsuranceLine, MESSAGES } from '@peptide/domain';
import {
  AddToCartDocument,
  cartLinesFromCart,
  GetCartDocument,
  RemoveFromCartDocument,
  type SessionClient,
  shopperMessage,
  UpdateShippingMethodDocument,
} from '@peptide/sdk';
import type { CombinedError } from 'urql';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { INSURANCE_FIELD } from './checkoutChoices';
import { postedShippingMethod } from './checkoutFormData';

const failed = (error: CombinedError | undefined) =>
  error ? (shopperMessage(error) ?? MESSAGES.requestFailed) : null;

/**
 * The checkout's choices as posted before or without scripts (its Update totals or Place
 * Order), applied to the session's cart: the chosen shipping rate, and the insurance line added
 * or removed to match its box.
 *
 * @param client - the session's commerce client
 * @param form - the posted checkout form
 * @returns null once the cart matches, else why not
 */
export async function applyPostedChoices(
  client: SessionClient['client'],
  form: FormData,
): Promise<string | null> {
  const rate = postedShippingMethod(form);
  if (rate) {
    const chosen = await client
      .mutation(UpdateShippingMethodDocument, { shippingMethod: rate })
      .toPromise();
    if (chosen.error) return failed(chosen.error);
  }
  const cart = await client
    .query(GetCartDocument, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (!cart.data?.cart) return failed(cart.error);
  const insured = form.has(INSURANCE_FIELD);
  const line = findInsuranceLine(cartLinesFromCart(cart.data.cart, ''), INSURANCE_PRODUCT_ID);
  if (insured === Boolean(line)) return null;
  const answer = line
    ? await client.mutation(RemoveFromCartDocument, { cartItemKey: line.key }).toPromise()
    : await client
        .mutation(AddToCartDocument, { productId: INSURANCE_PRODUCT_ID, quantity: 1 })
        .toPromise();
  return failed(answer.error);
}
