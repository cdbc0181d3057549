/**
 * What one holder may keep out of stock unpaid: the unpaid orders one cart session and one
 * client address may have at once, the units those orders may hold together, and the share of a
 * product's stock one client address's unpaid orders may hold (the units of one cart, and so of
 * one order, are bounded by `cart/cart-units.ts`). With the hold of a pending order
 * (`unpaid-orders.ts`) these bound the stock a shopper, or a script, can keep from everyone
 * else, and for how long.
 */
import { SERVER_MESSAGES } from '@peptide/domain';
import { unitsOf } from '../cart/cart-units';
import type { Db } from '../db/database';
import { userError } from '../errors';
import {
  countUnpaidOrders,
  countUnpaidUnits,
  lockUnpaidOrdersOfClient,
  unpaidUnitsByItem,
} from '../store/orders';
import { managedStockOf, type StockLine, stockKey } from '../store/stock';

/** The holds an order is placed within. */
export interface OrderHolds {
  /** Units one order may hold. */
  maxUnits: number;
  /** Unpaid orders one cart session may have at once. */
  unpaidPerSession: number;
  /** Unpaid orders one client address may have at once. */
  unpaidPerClient: number;
  /** Units one cart session's unpaid orders may hold together, the new one's included. */
  unpaidUnitsPerSession: number;
  /** Units one client address's unpaid orders may hold together, the new one's included. */
  unpaidUnitsPerClient: number;
  /**
   * The percentage of a product's or variation's stock, before their holds, that one client
   * address's unpaid orders may hold of it together (at least 1 unit).
   */
  unpaidPercentOfStock: number;
  /** How long a pending order holds its stock, in ms. */
  holdMs: number;
}

/** A line of the order being placed, named as the shopper's messages name it. */
export interface HeldLine extends StockLine {
  name: string;
}

/**
 * The most units of one product or variation one client address's unpaid orders may hold: their
 * share of what it had in stock before their holds, rounded down, and at least 1 unit.
 *
 * @param inStock - the units in stock now
 * @param held - the units the address's unpaid orders hold of it (out of stock already)
 * @param percent - the share, in percent
 * @returns the units they may hold together
 */
function shareOfStock(inStock: number, held: number, percent: number): number {
  return Math.max(1, Math.floor(((inStock + held) * percent) / 100));
}

/**
 * Refuses an order that would give its client address's unpaid orders more of a product or
 * variation than {@link shareOfStock} allows, so that one address never empties one of 2 or more.
 * A line the stock cannot serve is left to the stock's own refusal, which says what is left.
 */
async function requireShareOfStock(
  db: Db,
  clientAddress: string,
  lines: readonly HeldLine[],
  percent: number,
  since: string,
): Promise<void> {
  if (percent >= 100) return;
  const stock = await managedStockOf(db, lines);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const held = new Map<string, number>();
  for (const item of await unpaidUnitsByItem(db, { clientAddress }, since, productIds)) {
    held.set(stockKey(item), item.units);
  }
  for (const line of lines) {
    const inStock = stock.get(stockKey(line));
    if (inStock === undefined || inStock < line.quantity) continue;
    const heldBefore = held.get(stockKey(line)) ?? 0;
    const max = shareOfStock(inStock, heldBefore, percent);
    if (heldBefore + line.quantity > max) {
      throw userError(SERVER_MESSAGES.tooManyUnpaidOfProduct(line.name, max), 'CONFLICT');
    }
  }
}

/**
 * Refuses a new unpaid order to a session or a client address that has as many unpaid orders as
 * it may, or whose unpaid orders would hold more units than they may, in all or of one product:
 * pending orders still within their hold, and orders on hold, count; paid ones do not.
 *
 * @param db - the checkout's transaction, which has locked the session's row
 * @param holder - the placing session and the client address it checks out from
 * @param lines - the order's lines, one per product or variation
 * @param holds - the limits and the hold
 * @param now - the current time in ms
 * @throws the shopper's message (CONFLICT) naming what to do
 * @remarks Runs inside the checkout's transaction, after the session's row is locked and with
 *   the client address's checkouts taking turns, so checkouts at the same moment cannot all pass
 *   the counts and all place an order. The stock is read again once it is the address's turn:
 *   what the address's other checkouts took meanwhile is then held by it, not in stock.
 */
export async function requireRoomForUnpaidOrder(
  db: Db,
  holder: { sessionId: string; clientAddress: string },
  lines: readonly HeldLine[],
  holds: OrderHolds,
  now: number,
): Promise<void> {
  const since = new Date(now - holds.holdMs).toISOString();
  const units = unitsOf(lines);
  const ofSession = { sessionId: holder.sessionId };
  if ((await countUnpaidOrders(db, ofSession, since)) >= holds.unpaidPerSession) {
    throw userError(SERVER_MESSAGES.tooManyUnpaidOrders(holds.unpaidPerSession), 'CONFLICT');
  }
  if ((await countUnpaidUnits(db, ofSession, since)) + units > holds.unpaidUnitsPerSession) {
    throw userError(SERVER_MESSAGES.tooManyUnpaidUnits(holds.unpaidUnitsPerSession), 'CONFLICT');
  }
  await lockUnpaidOrdersOfClient(db, holder.clientAddress);
  const ofClient = { clientAddress: holder.clientAddress };
  if ((await countUnpaidOrders(db, ofClient, since)) >= holds.unpaidPerClient) {
    throw userError(SERVER_MESSAGES.tooManyUnpaidOrdersFromNetwork, 'CONFLICT');
  }
  if ((await countUnpaidUnits(db, ofClient, since)) + units > holds.unpaidUnitsPerClient) {
    throw userError(
      SERVER_MESSAGES.tooManyUnpaidUnitsFromNetwork(holds.unpaidUnitsPerClient),
      'CONFLICT',
    );
  }
  await requireShareOfStock(db, holder.clientAddress, lines, holds.unpaidPercentOfStock, since);
}
