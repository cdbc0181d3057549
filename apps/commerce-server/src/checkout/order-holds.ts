/**
 * What one holder may keep out of stock unpaid: the units of one cart (and so of one order), and
 * the unpaid orders one cart session and one client address may have at once. With the hold of
 * a pending order (`unpaid-orders.ts`) these bound the stock a shopper, or a script, can keep
 * from everyone else, and for how long.
 */
import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { userError } from '../errors';
import { countUnpaidOrders, lockUnpaidOrdersOfClient } from '../store/orders';

/** The holds an order is placed within. */
export interface OrderHolds {
  /** Units one order may hold. */
  maxUnits: number;
  /** Unpaid orders one cart session may have at once. */
  unpaidPerSession: number;
  /** Unpaid orders one client address may have at once. */
  unpaidPerClient: number;
  /** How long a pending order holds its stock, in ms. */
  holdMs: number;
}

/** The units of a cart's or an order's lines together. */
export function unitsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Refuses lines that hold more units together than one order may.
 *
 * @param lines - the cart's lines as they would be
 * @param maxUnits - the units one order may hold
 * @throws the shopper's message naming the limit
 */
export function requireUnitsWithin(lines: readonly { quantity: number }[], maxUnits: number) {
  if (unitsOf(lines) > maxUnits) throw userError(SERVER_MESSAGES.tooManyUnits(maxUnits));
}

/**
 * Refuses a new unpaid order to a session or a client address that has as many as it may: pending
 * orders still within their hold, and orders on hold, count.
 *
 * @param db - the checkout's transaction, which has locked the session's row
 * @param holder - the placing session and the client address it checks out from
 * @param holds - the limits and the hold
 * @param now - the current time in ms
 * @throws the shopper's message (CONFLICT) naming what to do
 * @remarks Runs inside the checkout's transaction, after the session's row is locked and with
 *   the client address's checkouts taking turns, so checkouts at the same moment cannot all pass
 *   the count and all place an order.
 */
export async function requireRoomForUnpaidOrder(
  db: Db,
  holder: { sessionId: string; clientAddress: string },
  holds: OrderHolds,
  now: number,
): Promise<void> {
  const since = new Date(now - holds.holdMs).toISOString();
  const ofSession = await countUnpaidOrders(db, { sessionId: holder.sessionId }, since);
  if (ofSession >= holds.unpaidPerSession) {
    throw userError(SERVER_MESSAGES.tooManyUnpaidOrders(holds.unpaidPerSession), 'CONFLICT');
  }
  await lockUnpaidOrdersOfClient(db, holder.clientAddress);
  const ofClient = await countUnpaidOrders(db, { clientAddress: holder.clientAddress }, since);
  if (ofClient >= holds.unpaidPerClient) {
    throw userError(SERVER_MESSAGES.tooManyUnpaidOrdersFromNetwork, 'CONFLICT');
  }
}
