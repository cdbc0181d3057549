import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { NotificationLinks } from '../store/notification-links';
import { lockExpiredPendingOrder } from '../store/orders';
import { cancelOrder } from './cancel-order';

/** Options of {@link createUnpaidOrderSweeper}. */
export interface UnpaidOrderSweeperOptions {
  /** How long a pending order holds its stock, in ms. */
  holdMs: number;
  now: () => number;
  /** Where the back-in-stock e-mails that a restock sends link to. */
  links: NotificationLinks;
  /** How often to look for orders past their hold. Default 1 minute. */
  intervalMs?: number;
  /** Orders cancelled at most in one sweep (one transaction each). Default 50. */
  batchSize?: number;
  /** Told of a sweep that failed (the orders stay pending for the next one). */
  onError?: (error: unknown) => void;
}

/** A running sweeper of unpaid orders. */
export interface UnpaidOrderSweeper {
  /** Cancels the orders past their hold now; answers the ids this call cancelled. */
  sweepOnce(): Promise<number[]>;
  /** Stops sweeping and waits for the sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Cancels one pending order past its hold, in one transaction: the order is locked (skipping
 * orders another instance holds) and cancelled as a shopper's cancel is, its units back in stock.
 *
 * @returns the order's id, or null when none is left to cancel
 */
async function expireOne(db: Db, before: string, now: number, links: NotificationLinks) {
  return inTransaction(db, async (trx) => {
    const orderId = await lockExpiredPendingOrder(trx, before);
    if (orderId == null) return null;
    const outcome = await cancelOrder(trx, orderId, now, links, { returnToCart: false });
    return outcome?.cancelled ? orderId : null;
  });
}

/**
 * WooCommerce's "hold stock": a pending order (placed, not paid) keeps its units out of stock for
 * `holdMs`; after that the sweeper cancels it and puts them back, so a shopper who never pays,
 * or a script that checks out every unit, holds the stock for a while only. Every instance runs
 * one on the shared database; each order is cancelled once, by one of them.
 *
 * @param db - the shop database
 * @param options - the hold, the clock and the sweep's timings
 * @returns the sweeper, already sweeping every interval
 * @remarks The cancel is `cancel-order.ts`'s, so the restock, the coupons given back and the
 *   back-in-stock e-mails are those of a shopper's cancel; the lines do not go back to the cart.
 *   A pending order's status changes in one conditional statement, so a payment recorded at the
 *   same moment wins or loses whole: a paid order is never cancelled, and a cancelled one is
 *   never paid (`confirm-payment.ts`). Orders on hold (bank transfer, cheque) wait for the shop
 *   owner and are not swept; the unpaid-order limits count them (`order-holds.ts`).
 */
export function createUnpaidOrderSweeper(
  db: Db,
  options: UnpaidOrderSweeperOptions,
): UnpaidOrderSweeper {
  const { holdMs, now, links, intervalMs = 60_000, batchSize = 50, onError } = options;
  let running: Promise<number[]> | null = null;
  let stopped = false;

  async function sweep(): Promise<number[]> {
    const cancelled: number[] = [];
    const moment = now();
    const before = new Date(moment - holdMs).toISOString();
    while (cancelled.length < batchSize && !stopped) {
      const orderId = await expireOne(db, before, moment, links);
      if (orderId == null) break;
      cancelled.push(orderId);
    }
    return cancelled;
  }

  function sweepOnce(): Promise<number[]> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) sweepOnce().catch((error: unknown) => onError?.(error));
  }, intervalMs);
  timer.unref();

  return {
    sweepOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
