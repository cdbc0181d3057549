import type { Db } from '../db/database';
import type { Address, LineItem, Order, OrderCouponLine } from '../graphql/models';

interface OrderRow {
  id: number;
  order_key: string;
  customer_id: number | null;
  session_id: string | null;
  status: Order['status'];
  payment_method: string;
  payment_method_title: string;
  subtotal: number;
  discount_total: number;
  coupon_lines: string;
  bitcoin_discount: number;
  shipping_total: number;
  shipping_method: string;
  total: number;
  billing: string;
  shipping: string;
  customer_note: string;
  created_at: string;
  date_paid: string | null;
}

function toOrder(row: OrderRow): Order {
  return {
    databaseId: row.id,
    orderKey: row.order_key,
    customerId: row.customer_id,
    sessionId: row.session_id,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentMethodTitle: row.payment_method_title,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    couponLines: JSON.parse(row.coupon_lines) as OrderCouponLine[],
    bitcoinDiscount: row.bitcoin_discount,
    shippingTotal: row.shipping_total,
    shippingMethod: row.shipping_method,
    total: row.total,
    billing: JSON.parse(row.billing) as Address,
    shipping: JSON.parse(row.shipping) as Address,
    customerNote: row.customer_note,
    date: row.created_at,
    datePaid: row.date_paid,
  };
}

/** Finds an order by database id. */
export function orderById(db: Db, id: number): Order | null {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

/** A customer's orders, newest first, optionally only in some statuses. */
export function ordersOfCustomer(
  db: Db,
  customerId: number,
  statuses?: readonly string[] | null,
): Order[] {
  const filter =
    statuses && statuses.length > 0 ? `AND status IN (${statuses.map(() => '?').join(',')})` : '';
  const rows = db
    .prepare(`SELECT * FROM orders WHERE customer_id = ? ${filter} ORDER BY id DESC`)
    .all(customerId, ...(statuses ?? [])) as OrderRow[];
  return rows.map(toOrder);
}

/** The line items of an order. */
export function itemsOfOrder(db: Db, orderId: number): LineItem[] {
  const rows = db
    .prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id')
    .all(orderId) as {
    id: number;
    order_id: number;
    product_id: number;
    variation_id: number | null;
    name: string;
    quantity: number;
    price: number;
    subtotal: number;
    total: number;
  }[];
  return rows.map((row) => ({
    databaseId: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    variationId: row.variation_id,
    name: row.name,
    quantity: row.quantity,
    price: row.price,
    subtotal: row.subtotal,
    total: row.total,
  }));
}

/** What {@link insertOrder} stores. */
export type NewOrder = Omit<Order, 'databaseId' | 'datePaid'> & {
  items: Omit<LineItem, 'databaseId' | 'orderId'>[];
};

/** Inserts an order with its line items (call inside the checkout transaction). */
export function insertOrder(db: Db, order: NewOrder): number {
  const result = db
    .prepare(
      `INSERT INTO orders (order_key, customer_id, session_id, status, payment_method, payment_method_title,
        subtotal, discount_total, bitcoin_discount, shipping_total, shipping_method, total, billing, shipping,
        customer_note, coupon_codes, coupon_lines, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.orderKey,
      order.customerId,
      order.sessionId,
      order.status,
      order.paymentMethod,
      order.paymentMethodTitle,
      order.subtotal,
      order.discountTotal,
      order.bitcoinDiscount,
      order.shippingTotal,
      order.shippingMethod,
      order.total,
      JSON.stringify(order.billing),
      JSON.stringify(order.shipping),
      order.customerNote,
      JSON.stringify(order.couponLines.map((line) => line.code)),
      JSON.stringify(order.couponLines),
      order.date,
    );
  const orderId = Number(result.lastInsertRowid);
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, variation_id, name, quantity, price, subtotal, total)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of order.items) {
    insertItem.run(
      orderId,
      item.productId,
      item.variationId,
      item.name,
      item.quantity,
      item.price,
      item.subtotal,
      item.total,
    );
  }
  return orderId;
}

/**
 * Marks a pending order paid: status processing, paid now.
 *
 * @returns true when the order was pending and is now processing
 */
export function markOrderPaid(db: Db, orderId: number, now: number): boolean {
  return (
    db
      .prepare(
        `UPDATE orders SET status = 'PROCESSING', date_paid = ? WHERE id = ? AND status = 'PENDING'`,
      )
      .run(new Date(now).toISOString(), orderId).changes === 1
  );
}

/**
 * Marks a pending order cancelled.
 *
 * @returns true when the order was pending and is now cancelled
 */
export function markOrderCancelled(db: Db, orderId: number): boolean {
  return (
    db
      .prepare(`UPDATE orders SET status = 'CANCELLED' WHERE id = ? AND status = 'PENDING'`)
      .run(orderId).changes === 1
  );
}
