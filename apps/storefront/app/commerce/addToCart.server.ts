import { LIMITS, MESSAGES } from '@peptide/domain';
import { AddToCartDocument, shopperMessage } from '@peptide/sdk';
import { data, redirect } from 'react-router';
import { CART_PATH } from '../cart/cartForms.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';

/** A whole number in a form field within the bounds, or null. */
function wholeNumber(form: FormData, name: string, min: number, max: number): number | null {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * The product form's action, for a tap on Add to cart before or without scripts: the product
 * (and variation) goes into the cart of the shopper the session cookie names, and the shopper
 * lands on the cart.
 *
 * @param request - the form's POST
 * @param form - its fields (`productId`, `quantity`, optional `variationId`)
 * @returns a redirect to the cart with the session cookie; the form's message (400) for a
 *   quantity out of bounds, a missing variation or the backend's refusal
 */
export async function addToCartOnServer(request: Request, form: FormData) {
  refuseForeignRequest(request);
  const productId = wholeNumber(form, 'productId', 1, Number.MAX_SAFE_INTEGER);
  const quantity = wholeNumber(form, 'quantity', LIMITS.minQuantity, LIMITS.maxQuantity);
  const variationField = form.get('variationId');
  const variationId = variationField
    ? wholeNumber(form, 'variationId', 1, Number.MAX_SAFE_INTEGER)
    : null;
  if (productId === null) return data({ addError: MESSAGES.requestFailed }, { status: 400 });
  if (quantity === null) return data({ addError: MESSAGES.quantityOutOfRange }, { status: 400 });
  if (variationField !== null && variationId === null) {
    return data({ addError: MESSAGES.selectVariation }, { status: 400 });
  }
  const shopper = await shopperOf(request);
  const session = await shopper.sessionClient();
  const answer = await session.client
    .mutation(AddToCartDocument, { productId, quantity, variationId })
    .toPromise();
  const headers = await sessionHeaders(shopper);
  if (answer.error || !answer.data?.addToCart) {
    return data(
      { addError: shopperMessage(answer.error) ?? MESSAGES.requestFailed },
      { status: 400, headers },
    );
  }
  throw redirect(CART_PATH, { status: 303, headers });
}
