import {
  type CartFragment,
  type CustomerFragment,
  GetCartDocument,
  GetCustomerDocument,
} from '@peptide/sdk';
import { CART_INTENTS } from '@peptide/ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { runCartChange } from '../commerce/cartChanges.server';
import type { CartFormAnswer } from '../commerce/cartForms';
import { newCartRefusal } from '../commerce/newCarts.server';
import { answersThePage } from '../lib/formAnswer';
import type { PendingPayment } from '../lib/pendingPayment';
import { readForm } from '../lib/requestBody.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { retryHeaders } from '../lib/shopLimits.server';
import { shopperOf } from '../lib/shopperContext.server';

/** The cart page's address, where its forms post and return. */
export const CART_PATH = '/cart';

/** What the cart page's loader reads. */
export interface ServerCart {
  /** The session's cart (null without a session or when the backend did not answer one). */
  cart: CartFragment | null;
  /** The order the shopper placed while it awaits its payment (null when none does). */
  awaiting: PendingPayment | null;
  /** A logged-in customer's saved shipping address, which the cart's rates follow (else null). */
  shipping: CustomerFragment['shipping'] | null;
}

/**
 * The cart of the shopper the session cookie names, for the cart page's server render (a
 * visitor without a session has none), the order they placed while it awaits its payment and a
 * logged-in customer's saved shipping address.
 *
 * @param context - the page's loader's context, which holds the shopper's session
 */
export async function cartOnServer(context: Readonly<RouterContextProvider>): Promise<ServerCart> {
  const shopper = await shopperOf(context);
  const awaiting = shopper.awaitingPayment();
  if (!shopper.shopper.session && !shopper.shopper.authToken) {
    return { cart: null, awaiting, shipping: null };
  }
  const { client } = await shopper.sessionClient();
  const [cart, customer] = await Promise.all([
    client.query(GetCartDocument, {}).toPromise(),
    shopper.shopper.user ? client.query(GetCustomerDocument, {}).toPromise() : null,
  ]);
  return {
    cart: cart.data?.cart ?? null,
    awaiting,
    shipping: customer?.data?.customer?.shipping ?? null,
  };
}

/**
 * The shop's cart forms: a line's plus, minus and remove, the coupon box and the applied
 * coupon's Remove from the cart page and the mini cart, and Add to cart from any list or product
 * page (see {@link runCartChange}). Each runs as the session's shopper.
 *
 * @param request - the form's POST
 * @param context - its action's context, which holds the shopper's session
 * @returns to a form posted without scripts, a redirect to the cart, or the message for the page
 *   (400) when the change was refused; to the page's script (`answer=page`), the refusal (or
 *   null) and the cart as the server then holds it, so the page shows nothing the server does
 *   not hold
 */
export async function cartFormAction(request: Request, context: Readonly<RouterContextProvider>) {
  refuseForeignRequest(request);
  const form = await readForm(request);
  const shopper = await shopperOf(context);
  const limited = await newCartRefusal(shopper);
  if (limited) {
    const headers = retryHeaders(limited);
    if (answersThePage(form)) {
      return data<CartFormAnswer>({ error: limited.message, cart: null }, { status: 429, headers });
    }
    return data({ cartError: limited.message }, { status: 429, headers });
  }
  const session = await shopper.sessionClient();
  const outcome = await runCartChange(session.client, form);
  if (answersThePage(form)) {
    const cart =
      outcome.cart ??
      (
        await session.client
          .query(GetCartDocument, {}, { requestPolicy: 'network-only' })
          .toPromise()
      ).data?.cart ??
      null;
    return data<CartFormAnswer>({ error: outcome.error, cart });
  }
  if (outcome.error) {
    // A coupon's refusal shows at the coupon box, any other at the top of the lines.
    const atCoupon = form.get('intent') === CART_INTENTS.coupon;
    return data(
      { cartError: atCoupon ? null : outcome.error, couponError: atCoupon ? outcome.error : null },
      { status: 400 },
    );
  }
  throw redirect(CART_PATH, 303);
}
