import { couponProblem, couponStackingProblem, LIMITS } from '@peptide/domain';
import { cartItemKey } from '../cart/build-cart';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { LineItem, Order } from '../model/models';
import type { NotificationLinks } from '../store/notification-links';
import { itemsOfOrder, markOrderCancelled, orderById } from '../store/orders';
import { notifyRestocked } from '../store/restock';
import { type Session, saveSession, sessionForUpdate, sessionOfCustomer } from '../store/sessions';
import { couponByCode, releaseCouponUse } from '../store/shop';
import { putBackStock } from '../store/stock';

/** How {@link cancelOrder} leaves the shopper. */
export interface CancelOptions {
  /**
   * Put the order's lines back into the cart of the session that placed it: true (the default)
   * when the shopper cancels, to be back at checkout; false when the shop cancels an order left
   * unpaid, whose shopper may have shopped on since.
   */
  returnToCart?: boolean;
}

/** What {@link cancelOrder} did: whether this call cancelled the order, and its status after. */
export interface CancelOutcome {
  cancelled: boolean;
  status: Order['status'];
}

/**
 * The cart session the order came from: the session that placed it, or, when that one is gone
 * (merged into a customer's cart at login), the cart of the customer who owns the order. Never
 * anyone else's, so an order's lines reach only its owner.
 */
async function placingSession(db: Db, order: Order): Promise<Session | null> {
  const placing = order.sessionId == null ? null : await sessionForUpdate(db, order.sessionId);
  if (placing) return placing;
  const owner = order.customerId == null ? null : await sessionOfCustomer(db, order.customerId);
  return owner && sessionForUpdate(db, owner.id);
}

/**
 * Adds the order's lines, coupons, payment and shipping choice back to a cart session. A line
 * already in the cart is summed with the order's, up to the line limit of 999 that adding to the
 * cart holds (a larger line would be placed as it is by the next checkout).
 */
async function restoreCart(
  db: Db,
  session: Session,
  order: Order,
  items: readonly LineItem[],
  now: number,
): Promise<void> {
  const data = session.data;
  for (const item of items) {
    const key = cartItemKey(item.productId, item.variationId);
    const line = data.items.find((candidate) => candidate.key === key);
    if (line) line.quantity = Math.min(LIMITS.maxQuantity, line.quantity + item.quantity);
    else
      data.items.push({
        key,
        productId: item.productId,
        variationId: item.variationId,
        quantity: item.quantity,
      });
  }
  for (const { code } of order.couponLines) {
    const known = data.coupons.some((applied) => applied.toLowerCase() === code.toLowerCase());
    // A coupon that expired or was used up meanwhile, or that cannot join the coupons now in the
    // cart (individual use), would only make the next checkout fail.
    const coupon = await couponByCode(db, code);
    if (known || !coupon || couponProblem(coupon, code, now)) continue;
    const applied = [];
    for (const other of data.coupons) {
      const found = await couponByCode(db, other);
      if (found) applied.push(found);
    }
    if (!couponStackingProblem(applied, coupon)) data.coupons.push(code);
  }
  data.paymentMethod ??= order.paymentMethod;
  if (data.shippingMethods.length === 0 && order.shippingMethod) {
    data.shippingMethods = [order.shippingMethod];
  }
}

/**
 * Cancels an unpaid order as WooCommerce's `cancel_order` does, in one transaction: the order
 * becomes CANCELLED, its units go back into stock, its coupons' uses are given back, and its
 * lines (with its coupons, payment method and shipping method) return to the cart of the session
 * that placed it, so the shopper is back at checkout with the cart they had. A paid or already
 * cancelled order is left as it is. Items back in stock e-mail their confirmed back-in-stock
 * requests in the same transaction.
 *
 * @param db - the connection
 * @param orderId - the order's database id (the caller has checked the order key)
 * @param now - the current time in ms
 * @param links - where the back-in-stock e-mails' links point
 * @param options - whether the lines go back to the placing session's cart (they do by default)
 * @returns whether this call cancelled the order, and the order's status afterwards; null when
 *   there is no such order
 * @remarks Joins the caller's transaction when given one (the unpaid-order sweeper locks the
 *   order first).
 */
export async function cancelOrder(
  db: Db,
  orderId: number,
  now: number,
  links: NotificationLinks,
  options: CancelOptions = {},
): Promise<CancelOutcome | null> {
  return inTransaction(db, async (trx): Promise<CancelOutcome | null> => {
    const order = await orderById(trx, orderId);
    if (!order) return null;
    // The status changes only from PENDING, in one statement: of two cancels, one puts back.
    if (!(await markOrderCancelled(trx, orderId)))
      return { cancelled: false, status: (await orderById(trx, orderId))?.status ?? order.status };
    const items = await itemsOfOrder(trx, orderId);
    for (const item of items) await putBackStock(trx, item);
    await notifyRestocked(trx, items, links, now);
    for (const { code } of order.couponLines) await releaseCouponUse(trx, code);
    const session = options.returnToCart === false ? null : await placingSession(trx, order);
    if (session) {
      await restoreCart(trx, session, order, items, now);
      await saveSession(trx, session, now);
    }
    return { cancelled: true, status: 'CANCELLED' };
  });
}
