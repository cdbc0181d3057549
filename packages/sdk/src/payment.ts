import { BITCOIN_GATEWAY_ID, failure, MESSAGES, type Result, success } from '@peptide/domain';
import type { Client, CombinedError } from '@urql/core';
import {
  CheckoutDocument,
  type CheckoutInput,
  InitiateBitcoinPaymentDocument,
  InitiateCryptoPaymentDocument,
  type OrderFragment,
} from './generated/graphql';
import { shopperMessage } from './shopperMessage';

/** A placed order, as the checkout answered: the order, and where its gateway sends the shopper. */
export interface PlacedOrder {
  /** The order's database id. */
  orderId: number;
  order: OrderFragment;
  /** The checkout's `redirect`: a payment page, an order-received page, or null. */
  redirect: string | null;
}

/**
 * What follows a checkout: the order-received page when nothing is paid online now, the
 * gateway's own page, or the shop's crypto payment start (`initiateCryptoPayment`).
 */
export type PaymentStep =
  | { kind: 'received' }
  | { kind: 'redirect'; url: string }
  | { kind: 'initiate' };

/**
 * Places the order of the cart the client's session holds (WooGraphQL's `checkout`).
 *
 * @param client - the commerce client, sent as the shopper (the browser store's, or a server
 *   request's session client)
 * @param input - the checkout's addresses, payment method and choices
 * @returns the placed order with the gateway's `redirect`, or the server's reason (null when
 *   it gave none)
 */
export async function placeCheckout(
  client: Client,
  input: CheckoutInput,
): Promise<Result<PlacedOrder, string | null>> {
  const answer = await client.mutation(CheckoutDocument, { input }).toPromise();
  const order = answer.data?.checkout?.order;
  if (answer.error || !order?.databaseId) return failure(shopperMessage(answer.error));
  return success({
    orderId: order.databaseId,
    order,
    redirect: answer.data?.checkout?.redirect ?? null,
  });
}

/** An http(s) address that is not WooCommerce's order-received page. */
function paymentPage(redirect: string | null): string | null {
  if (!redirect) return null;
  try {
    const url = new URL(redirect);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && !url.pathname.includes('/order-received/') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Follows the checkout's own answer, for any WooCommerce gateway.
 *
 * @param placed - the checkout's answer
 * @param cryptoFlow - whether the backend starts crypto payments itself (`initiateCryptoPayment`
 *   and `initiateBitcoinPayment`, the shop's extensions)
 * @returns `received` for an order that needs no payment now (an offline gateway: on hold or
 *   processing) or whose gateway names no payment page; else the shop's crypto start where the
 *   backend offers it, else the gateway's `redirect`
 */
export function paymentStep(placed: PlacedOrder, cryptoFlow: boolean): PaymentStep {
  if (placed.order.status !== 'PENDING') return { kind: 'received' };
  if (cryptoFlow) return { kind: 'initiate' };
  const url = paymentPage(placed.redirect);
  return url ? { kind: 'redirect', url } : { kind: 'received' };
}

/** What {@link startPayment} needs: the placed order and the gateway chosen at checkout. */
export interface StartPaymentInput {
  /** The order's database id. */
  orderId: number;
  /** The payment gateway id, e.g. `btcpaygf_default`. */
  paymentMethod: string;
}

/** The payment page's URL to send the browser to, or the message to show. */
export type StartPaymentResult = Result<string>;

/**
 * Starts the payment of a placed order with the gateway the shopper chose.
 *
 * @param client - the commerce client
 * @param input - the order id and the payment method
 * @returns the hosted payment page URL, or `Payment failed: {error}` when the gateway refused
 *   or the request failed, or `Payment URL not returned` when it answered success without a URL
 * @remarks The bitcoin gateway (`btcpaygf_default`) has its own initiation mutation; every other
 * crypto gateway goes through the generic one.
 */
export async function startPayment(
  client: Client,
  { orderId, paymentMethod }: StartPaymentInput,
): Promise<StartPaymentResult> {
  const { payload, error } = await initiate(client, paymentMethod, orderId);
  if (!payload) {
    const reason = shopperMessage(error) ?? '';
    return failure(MESSAGES.paymentFailed(reason));
  }
  if (!payload.success) return failure(MESSAGES.paymentFailed(payload.error ?? ''));
  if (!payload.paymentUrl) return failure(MESSAGES.paymentUrlMissing);
  return success(payload.paymentUrl);
}

interface Initiation {
  payload: { success: boolean; paymentUrl: string | null; error: string | null } | null;
  error: CombinedError | undefined;
}

async function initiate(
  client: Client,
  paymentMethod: string,
  orderId: number,
): Promise<Initiation> {
  if (paymentMethod === BITCOIN_GATEWAY_ID) {
    const result = await client.mutation(InitiateBitcoinPaymentDocument, { orderId }).toPromise();
    return { payload: result.data?.initiateBitcoinPayment ?? null, error: result.error };
  }
  const result = await client.mutation(InitiateCryptoPaymentDocument, { orderId }).toPromise();
  return { payload: result.data?.initiateCryptoPayment ?? null, error: result.error };
}
