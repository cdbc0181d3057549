import { BITCOIN_GATEWAY_ID, failure, MESSAGES, type Result, success } from '@peptide/domain';
import type { Client, CombinedError } from '@urql/core';
import { InitiateBitcoinPaymentDocument, InitiateCryptoPaymentDocument } from './generated/graphql';

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
    const reason = error?.graphQLErrors[0]?.message ?? error?.networkError?.message ?? '';
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
