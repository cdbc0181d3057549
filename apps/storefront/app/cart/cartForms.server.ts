import { isValidCouponCode, LIMITS, MESSAGES, normalizeCouponCode } from '@peptide/domain';
import {
  ApplyCouponToCartDocument,
  type CartFragment,
  type CustomerFragment,
  GetCartDocument,
  GetCustomerDocument,
  RemoveCouponFromCartDocument,
  RemoveFromCartDocument,
  type SessionClient,
  shopperMessage,
  UpdateCartItemDocument,
} from '@peptide/sdk';
import { data, redirect } from 'react-router';
import { formText } from '../lib/formText';
import type { PendingPayment } from '../lib/pendingPayment';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';

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
 * @param request - the page's request
 */
export async function cartOnServer(request: Request): Promise<ServerCart> {
  const shopper = await shopperOf(request);
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
 * Applies a coupon code posted without scripts, as the session's shopper.
 *
 * @param client - the session's commerce client
 * @param code - the code as posted
 * @returns null once applied; else the message (`Invalid coupon code` for a malformed or refused
 *   code, the server's reason for a failed request)
 */
export async function applyPostedCoupon(
  client: SessionClient['client'],
  code: string,
): Promise<string | null> {
  if (!isValidCouponCode(code)) return MESSAGES.invalidCoupon;
  const answer = await client
    .mutation(ApplyCouponToCartDocument, { couponCode: normalizeCouponCode(code) })
    .toPromise();
  if (answer.error) return shopperMessage(answer.error) ?? MESSAGES.requestFailed;
  return answer.data?.applyCoupon?.applied ? null : MESSAGES.invalidCoupon;
}

/**
 * The cart page's forms, posted before or without scripts: a line's plus, minus and remove
 * (`key`, `quantity`, `intent`), the coupon box (`code`, `intent=coupon`) and the applied
 * coupon's Remove (`code`, `intent=removeCoupon`). Each runs as the
 * session's shopper and returns to the cart.
 *
 * @param request - the form's POST
 * @returns a redirect to the cart; the message for the page (400) when the change was refused
 */
export async function cartFormAction(request: Request) {
  refuseForeignRequest(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const key = formText(form, 'key');
  const quantity = Number(formText(form, 'quantity'));
  const shopper = await shopperOf(request);
  const session = await shopper.sessionClient();
  const refused = (message: string) => data({ cartError: message }, { status: 400 });

  let failed: string | null = null;
  if (intent === 'coupon') {
    failed = await applyPostedCoupon(session.client, formText(form, 'code'));
  } else if (intent === 'removeCoupon') {
    const answer = await session.client
      .mutation(RemoveCouponFromCartDocument, {
        couponCode: normalizeCouponCode(formText(form, 'code')),
      })
      .toPromise();
    if (answer.error) failed = shopperMessage(answer.error) ?? MESSAGES.requestFailed;
  } else if (intent === 'remove' && key) {
    const answer = await session.client
      .mutation(RemoveFromCartDocument, { cartItemKey: key })
      .toPromise();
    if (answer.error) failed = shopperMessage(answer.error) ?? MESSAGES.requestFailed;
  } else if ((intent === 'increment' || intent === 'decrement') && key) {
    const next = quantity + (intent === 'increment' ? 1 : -1);
    if (!Number.isInteger(next) || next < LIMITS.minQuantity || next > LIMITS.maxQuantity) {
      return refused(MESSAGES.quantityOutOfRange);
    }
    const answer = await session.client
      .mutation(UpdateCartItemDocument, { cartItemKey: key, quantity: next })
      .toPromise();
    if (answer.error) failed = shopperMessage(answer.error) ?? MESSAGES.requestFailed;
  } else {
    return refused(MESSAGES.requestFailed);
  }
  const headers = await sessionHeaders(shopper);
  if (failed) return data({ cartError: failed }, { status: 400, headers });
  throw redirect(CART_PATH, { status: 303, headers });
}
