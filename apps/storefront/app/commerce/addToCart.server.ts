import { CART_INTENTS } from '@peptide/ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { CART_PATH } from '../cart/cartForms.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { retryHeaders } from '../lib/shopLimits.server';
import { shopperOf } from '../lib/shopperContext.server';
import { runCartChange } from './cartChanges.server';
import { newCartRefusal } from './newCarts.server';

/**
 * The product form's action, for a tap on Add to cart before or without scripts: the product
 * (and variation) goes into the cart of the shopper the session cookie names, and the shopper
 * lands on the cart.
 *
 * @param request - the form's POST
 * @param context - its action's context, which holds the shopper's session
 * @param form - its fields (`productId`, `quantity`, optional `variationId`)
 * @returns a redirect to the cart; the form's message (400) for a quantity out of bounds, a
 *   missing variation or the backend's refusal
 */
export async function addToCartOnServer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  refuseForeignRequest(request);
  form.set('intent', CART_INTENTS.add);
  const shopper = await shopperOf(context);
  const limited = await newCartRefusal(shopper);
  if (limited)
    return data({ addError: limited.message }, { status: 429, headers: retryHeaders(limited) });
  const session = await shopper.sessionClient();
  const { error } = await runCartChange(session.client, form);
  if (error) return data({ addError: error }, { status: 400 });
  throw redirect(CART_PATH, 303);
}
