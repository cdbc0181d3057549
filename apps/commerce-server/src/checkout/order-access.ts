import { BITCOIN_GATEWAY_ID, SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { userError } from '../errors';
import type { Order } from '../model/models';
import { orderById, orderByKey } from '../store/orders';

/** Who asks for an order: the logged-in customer, and the cart session the request carries. */
export interface OrderCaller {
  db: Db;
  /** The logged-in customer's id, or null for a guest. */
  customerId: number | null;
  /** The id of the request's cart session, or null when it has none. */
  sessionId(): Promise<string | null>;
}

/**
 * Whether the caller may see an order: its customer, or the session that placed it (a guest who
 * created an account at checkout is not logged in yet, but must still reach the order to pay).
 */
export async function ownsOrder(caller: OrderCaller, order: Order): Promise<boolean> {
  if (order.customerId != null && caller.customerId === order.customerId) return true;
  return order.sessionId != null && (await caller.sessionId()) === order.sessionId;
}

/**
 * One of the caller's orders, by database id or by order key.
 *
 * @throws `orderNotFound` (NOT_FOUND) for an order that does not exist or is another's, alike,
 *   so an id tells nothing of orders the caller does not own
 */
export async function findOwnOrder(
  caller: OrderCaller,
  which: { databaseId: number } | { orderKey: string },
): Promise<Order> {
  const order =
    'orderKey' in which
      ? await orderByKey(caller.db, which.orderKey)
      : await orderById(caller.db, which.databaseId);
  if (!order || !(await ownsOrder(caller, order)))
    throw userError(SERVER_MESSAGES.orderNotFound, 'NOT_FOUND');
  return order;
}

/** A payment start: the hosted payment page's URL, or why the payment cannot start. */
export type PaymentStart = { ok: true; paymentUrl: string } | { ok: false; error: string };

/**
 * Starts the payment of one of the caller's pending orders on this server's payment page. An
 * order's total was computed for the gateway chosen at checkout (bitcoin takes 10 % off), so it
 * is paid through that gateway only: `bitcoin` must match the order's gateway.
 *
 * @param origin - this server's origin, where the payment page is served
 */
export async function startPayment(
  caller: OrderCaller,
  orderId: number,
  bitcoin: boolean,
  origin: string,
): Promise<PaymentStart> {
  const order = await orderById(caller.db, orderId);
  if (!order || !(await ownsOrder(caller, order)))
    return { ok: false, error: SERVER_MESSAGES.orderNotFound };
  if (order.status !== 'PENDING') return { ok: false, error: SERVER_MESSAGES.orderNeedsNoPayment };
  if ((order.paymentMethod === BITCOIN_GATEWAY_ID) !== bitcoin)
    return { ok: false, error: SERVER_MESSAGES.paymentMethodMismatch };
  return { ok: true, paymentUrl: paymentPageUrl(origin, order) };
}

/**
 * An order's page on this server's payment simulator.
 *
 * @param origin - this server's origin, where the payment page is served
 */
export function paymentPageUrl(
  origin: string,
  order: { databaseId: number; orderKey: string },
): string {
  return `${origin}/pay/${order.databaseId}?key=${encodeURIComponent(order.orderKey)}`;
}
