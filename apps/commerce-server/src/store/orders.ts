import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database';
import { engineOf } from '../db/engine';
import type { OrdersTable } from '../db/schema';
import type { Address, LineItem, Order, OrderCouponLine } from '../model/models';

type OrderRow = Selectable<OrdersTable>;

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
    createdVia: row.created_via,
  };
}

/** Finds an order by database id. */
export async function orderById(db: Db, id: number): Promise<Order | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** The order with a key (upstream's ORDER_KEY), or null. */
export async function orderByKey(db: Db, orderKey: string): Promise<Order | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_key', '=', orderKey)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** A customer's orders, newest first, optionally only in some statuses. */
export async function ordersOfCustomer(
  db: Db,
  customerId: number,
  statuses?: readonly string[] | null,
): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .$if(statuses != null && statuses.length > 0, (query) =>
      query.where('status', 'in', statuses as Order['status'][]),
    )
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toOrder);
}

/** The line items of an order. */
export async function itemsOfOrder(db: Db, orderId: number): Promise<LineItem[]> {
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
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
  /** The client address the order is placed from, kept to count its unpaid orders. */
  clientAddress?: string | null;
};

/** Inserts an order with its line items (call inside the checkout transaction). */
export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      order_key: order.orderKey,
      customer_id: order.customerId,
      session_id: order.sessionId,
      status: order.status,
      payment_method: order.paymentMethod,
      payment_method_title: order.paymentMethodTitle,
      subtotal: order.subtotal,
      discount_total: order.discountTotal,
      bitcoin_discount: order.bitcoinDiscount,
      shipping_total: order.shippingTotal,
      shipping_method: order.shippingMethod,
      total: order.total,
      billing: JSON.stringify(order.billing),
      shipping: JSON.stringify(order.shipping),
      customer_note: order.customerNote,
      coupon_codes: JSON.stringify(order.couponLines.map((line) => line.code)),
      coupon_lines: JSON.stringify(order.couponLines),
      created_at: order.date,
      created_via: order.createdVia,
      client_address: order.clientAddress ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of order.items) {
    await db
      .insertInto('order_items')
      .values({
        order_id: orderId,
        product_id: item.productId,
        variation_id: item.variationId,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        subtotal: item.subtotal,
        total: item.total,
      })
      .execute();
  }
  return orderId;
}

/**
 * Marks a pending order paid: status processing, paid now.
 *
 * @returns true when the order was pending and is now processing
 */
export async function markOrderPaid(db: Db, orderId: number, now: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ status: 'PROCESSING', date_paid: new Date(now).toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/**
 * Marks a pending order cancelled.
 *
 * @returns true when the order was pending and is now cancelled
 */
export async function markOrderCancelled(db: Db, orderId: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ status: 'CANCELLED' })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Whose unpaid orders {@link countUnpaidOrders} counts: a cart session's or a client address's. */
export type UnpaidOrderHolder = { sessionId: string } | { clientAddress: string };

/**
 * A holder's orders that hold stock unpaid: pending orders placed at or after `since` (older ones
 * are past their hold and about to be cancelled) and every order on hold (a bank transfer or
 * cheque the shop owner has yet to see). Paid and cancelled orders hold nothing.
 */
function unpaidOrdersOf(db: Db, holder: UnpaidOrderHolder, since: string) {
  return db
    .selectFrom('orders')
    .where((eb) =>
      'sessionId' in holder
        ? eb('session_id', '=', holder.sessionId)
        : eb('client_address', '=', holder.clientAddress),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'PENDING'), eb('created_at', '>=', since)]),
        eb('status', '=', 'ON_HOLD'),
      ]),
    );
}

/**
 * Counts a holder's orders that hold stock unpaid ({@link unpaidOrdersOf}).
 *
 * @param db - the checkout's transaction
 * @param holder - the cart session or the client address
 * @param since - when the hold of a pending order placed now began, as an ISO date
 * @returns the number of such orders
 */
export async function countUnpaidOrders(
  db: Db,
  holder: UnpaidOrderHolder,
  since: string,
): Promise<number> {
  const row = await unpaidOrdersOf(db, holder, since)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The units a holder's unpaid orders hold together, every line counted.
 *
 * @param db - the checkout's transaction
 * @param holder - the cart session or the client address
 * @param since - when the hold of a pending order placed now began, as an ISO date
 * @returns the units, 0 without unpaid orders
 */
export async function countUnpaidUnits(
  db: Db,
  holder: UnpaidOrderHolder,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('units'))
    .where('order_id', 'in', unpaidOrdersOf(db, holder, since).select('id'))
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}

/** A product, or one of its variations, and the units of it some orders hold. */
export interface HeldItem {
  productId: number;
  variationId: number | null;
  units: number;
}

/**
 * The units of each of some products (with their variations) that a holder's unpaid orders hold.
 *
 * @param db - the checkout's transaction
 * @param holder - the cart session or the client address
 * @param since - when the hold of a pending order placed now began, as an ISO date
 * @param productIds - the products to count (a variation counts under its parent's id)
 * @returns one entry per product or variation held, none for those not held
 */
export async function unpaidUnitsByItem(
  db: Db,
  holder: UnpaidOrderHolder,
  since: string,
  productIds: readonly number[],
): Promise<HeldItem[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id', 'variation_id'])
    .select((eb) => eb.fn.sum<number | string>('quantity').as('units'))
    .where('order_id', 'in', unpaidOrdersOf(db, holder, since).select('id'))
    .where('product_id', 'in', [...productIds])
    .groupBy(['product_id', 'variation_id'])
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    variationId: row.variation_id,
    units: Number(row.units),
  }));
}

/**
 * Locks the oldest pending order placed before `before` for the caller's transaction, skipping
 * orders another transaction has locked, so sweepers on several instances take different orders.
 *
 * @param db - the transaction that will cancel the order
 * @param before - the ISO date a pending order's hold began before when it is past its hold
 * @returns the order's id, or null when no unlocked pending order is past its hold
 * @remarks On PostgreSQL this is `FOR UPDATE SKIP LOCKED`; SQLite has one writer, whose
 *   transaction (BEGIN IMMEDIATE) already excludes every other.
 */
export async function lockExpiredPendingOrder(db: Db, before: string): Promise<number | null> {
  let query = db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1);
  if (engineOf(db) === 'postgres') query = query.forUpdate().skipLocked();
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

/** The advisory-lock space of {@link lockUnpaidOrdersOfClient}: "unpd" in ASCII. */
const UNPAID_ORDERS_LOCK = 0x756e7064;

/**
 * Makes the checkouts from one client address take turns until the caller's transaction ends,
 * so that two of them cannot both count the address's unpaid orders below its limit and both
 * place one.
 *
 * @param db - the checkout's transaction
 * @param clientAddress - the address the checkout comes from
 * @remarks A transaction-scoped advisory lock on PostgreSQL (addresses whose hashes collide
 *   merely wait for each other); nothing on SQLite, whose one writer already runs checkouts one
 *   at a time (BEGIN IMMEDIATE).
 */
export async function lockUnpaidOrdersOfClient(db: Db, clientAddress: string): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(${UNPAID_ORDERS_LOCK}::int, hashtext(${clientAddress}))`.execute(
    db,
  );
}
