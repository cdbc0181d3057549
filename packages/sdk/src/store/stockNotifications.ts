import { failure, MESSAGES, type Result, success } from '@peptide/domain';
import type { Client } from '@urql/core';
import {
  CancelStockNotificationDocument,
  ConfirmStockNotificationDocument,
  RequestStockNotificationDocument,
} from '../generated/graphql';
import { shopperMessage } from '../shopperMessage';
import { type ActionResult, errorMessage } from './actionResult';

/** A back-in-stock request for a product, or for the chosen variation of a variable one. */
export interface StockNotificationInput {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
  email: string;
}

/**
 * The request's state: `active` at once for the logged-in customer's own address once the
 * account holder proved it (a password set through an e-mailed link, a confirmation link pressed
 * while logged in), `unconfirmed` for any other address until its confirmation link is followed.
 */
export type StockNotificationState = 'active' | 'unconfirmed';

/**
 * Asks for a back-in-stock e-mail for a product or variation.
 *
 * @param client - the commerce client, sent as the shopper (the store's, or a server request's)
 * @param input - the product, its chosen variation and the address
 * @returns the request's state, or the server's refusal (`notifyMeFailed` when it gave none)
 */
export async function requestStockNotification(
  client: Client,
  input: StockNotificationInput,
): Promise<Result<StockNotificationState>> {
  const answer = await client.mutation(RequestStockNotificationDocument, input).toPromise();
  const status = answer.data?.requestStockNotification?.status;
  if (status) return success(status === 'ACTIVE' ? 'active' : 'unconfirmed');
  return failure(shopperMessage(answer.error) ?? MESSAGES.notifyMeFailed);
}

/**
 * Cancels one of the logged-in customer's back-in-stock requests.
 *
 * @param client - the commerce client, sent as the customer (the store's, or a server request's)
 * @param id - the request's database id
 * @returns `notificationCancelled`, or the server's refusal (`somethingWentWrong` when it gave none)
 */
export async function cancelStockNotification(client: Client, id: number): Promise<ActionResult> {
  const answer = await client.mutation(CancelStockNotificationDocument, { id }).toPromise();
  if (answer.error || !answer.data?.cancelStockNotification?.success) {
    return failure(errorMessage(answer.error));
  }
  return success(MESSAGES.notificationCancelled);
}

/** The answer of a link's button: its confirmation, or the one refusal a link gets. */
const linkOutcome = (succeeded: boolean | null | undefined, done: string): ActionResult =>
  succeeded ? success(done) : failure(MESSAGES.notificationLinkInvalid);

/**
 * Confirms a back-in-stock request from its e-mail's link, on the shopper's press.
 *
 * @param client - the commerce client, sent as the shopper (a logged-in account holder's press
 *   also proves their address)
 * @param token - the link's token
 * @returns `notificationConfirmed`, or `notificationLinkInvalid`
 */
export async function confirmStockNotificationLink(
  client: Client,
  token: string,
): Promise<ActionResult> {
  const answer = await client.mutation(ConfirmStockNotificationDocument, { token }).toPromise();
  return linkOutcome(
    answer.data?.confirmStockNotification?.success,
    MESSAGES.notificationConfirmed,
  );
}

/**
 * Cancels a back-in-stock request from its e-mail's unsubscribe link.
 *
 * @param client - the commerce client
 * @param token - the link's token
 * @returns `notificationUnsubscribed`, or `notificationLinkInvalid`
 */
export async function cancelStockNotificationLink(
  client: Client,
  token: string,
): Promise<ActionResult> {
  const answer = await client.mutation(CancelStockNotificationDocument, { token }).toPromise();
  return linkOutcome(
    answer.data?.cancelStockNotification?.success,
    MESSAGES.notificationUnsubscribed,
  );
}
