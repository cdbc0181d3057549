import { couponProblem, couponStackingProblem, LIMITS } from '@peptide/domain';
import { cartItemKey } from '../cart/build-cart';
import type { Db } from '../db/database';
import type { LineItem, Order } from '../graphql/models';
import { itemsOfOrder, markOrderCancelled, orderById } from '../store/orders';
import { type Session, saveSession, sessionById, sessionOfCustomer } from '../store/sessions';
import { couponByCode, releaseCouponUse } from '../store/shop';
import { type NotificationLinks, notifyRestocked } from '../store/stock-notifications';

/** What {@link cancelOrder} did: whether this call cancelled the order, and its status after. */
export interface CancelOutcome {
  cancelled: boolean;
  status: Order['status'];
}

/** Puts an order's units back on the shelf and takes them out of the products' sales count. */
function restock(db: Db, items: readonly LineItem[]): void {
  const putProduct = db.prepare(
    `UPDATE products SET stock_quantity = stock_quantity + ?,
      stock_status = CASE WHEN stock_quantity + ? > 0 THEN 'IN_STOCK' ELSE stock_status END
     WHERE id = ? AND manage_stock = 1`,
  );
  const putVariation = db.prepare(
    `UPDATE variations SET stock_quantity = stock_quantity + ?,
      stock_status = CASE WHEN stock_quantity + ? > 0 THEN 'IN_STOCK' ELSE stock_status END
     WHERE id = ? AND manage_stock = 1`,
  );
  const refreshParent = db.prepare(
    `UPDATE products SET stock_status = CASE WHEN EXISTS (SELECT 1 FROM variations v WHERE v.parent_id = products.id AND v.stock_status = 'IN_STOCK') THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END WHERE id = ?`,
  );
  const uncountSale = db.prepare(
    'UPDATE products SET total_sales = MAX(0, total_sales - ?) WHERE id = ?',
  );
  for (const item of items) {
    if (item.variationId == null) {
      putProduct.run(item.quantity, item.quantity, item.productId);
    } else {
      putVariation.run(item.quantity, item.quantity, item.variationId);
      refreshParent.run(item.productId);
    }
    uncountSale.run(item.quantity, item.productId);
  }
}

/**
 * The cart session the order came from: the session that placed it, or, when that one is gone
 * (merged into a customer's cart at login), the cart of the customer who owns the order. Never
 * anyone else's, so an order's lines reach only its owner.
 */
function placingSession(db: Db, order: Order): Session | null {
  const placing = order.sessionId == null ? null : sessionById(db, order.sessionId);
  if (placing) return placing;
  return order.customerId == null ? null : sessionOfCustomer(db, order.customerId);
}

/**
 * Adds the order's lines, coupons, payment and shipping choice back to a cart session. A line
 * already in the cart is summed with the order's, up to the line limit of 999 that adding to the
 * cart holds (a larger line would be placed as it is by the next checkout).
 */
function restoreCart(
  db: Db,
  session: Session,
  order: Order,
  items: readonly LineItem[],
  now: number,
): void {
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
    const coupon = couponByCode(db, code);
    if (known || !coupon || couponProblem(coupon, code, now)) continue;
    const applied = data.coupons.flatMap((other) => couponByCode(db, other) ?? []);
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
 * @returns whether this call cancelled the order, and the order's status afterwards; null when
 *   there is no such order
 */
export function cancelOrder(
  db: Db,
  orderId: number,
  now: number,
  links: NotificationLinks,
): CancelOutcome | null {
  const cancel = db.transaction((): CancelOutcome | null => {
    const order = orderById(db, orderId);
    if (!order) return null;
    if (!markOrderCancelled(db, orderId)) return { cancelled: false, status: order.status };
    const items = itemsOfOrder(db, orderId);
    restock(db, items);
    notifyRestocked(db, items, links, now);
    for (const { code } of order.couponLines) releaseCouponUse(db, code);
    const session = placingSession(db, order);
    if (session) {
      restoreCart(db, session, order, items, now);
      saveSession(db, session, now);
    }
    return { cancelled: true, status: 'CANCELLED' };
  });
  // IMMEDIATE, as placeOrder: it reads before it writes.
  return cancel.immediate();
}
