import {
  type CouponDiscountType,
  computeTotals,
  couponDiscount,
  LIMITS,
  round2,
} from '@peptide/domain';
import type { Db } from '../db/database';

interface OrderRow {
  id: number;
  payment_method: string;
  subtotal: number;
  discount_total: number;
  bitcoin_discount: number;
  shipping_total: number;
  total: number;
  coupon_codes: string;
  coupon_lines: string;
}

interface CouponRow {
  code: string;
  discount_type: CouponDiscountType;
  amount: number;
}

/** Rows of products or variations whose stock went below zero. */
function negativeStock(db: Db): string[] {
  const rows = db
    .prepare(
      `SELECT 'product' AS kind, id, stock_quantity AS stock FROM products WHERE stock_quantity < 0
       UNION ALL
       SELECT 'variation', id, stock_quantity FROM variations WHERE stock_quantity < 0`,
    )
    .all() as { kind: string; id: number; stock: number }[];
  return rows.map((row) => `${row.kind} ${row.id} has stock ${row.stock}`);
}

/** Cart lines of any session outside the quantity range 1 to 999. */
function cartLinesOutOfRange(db: Db): string[] {
  const rows = db
    .prepare(
      `SELECT sessions.id AS session, item.value ->> '$.quantity' AS quantity
       FROM sessions, json_each(sessions.data, '$.items') AS item
       WHERE NOT (item.value ->> '$.quantity' BETWEEN ? AND ?)`,
    )
    .all(LIMITS.minQuantity, LIMITS.maxQuantity) as { session: string; quantity: unknown }[];
  return rows.map((row) => `a cart line of session ${row.session} holds ${String(row.quantity)}`);
}

/**
 * What an order's stored figures should be, recomputed from its stored lines, its coupon codes
 * and the coupons' terms, and its payment method by `computeTotals`.
 */
function expectedTotals(
  db: Db,
  order: OrderRow,
  coupons: Map<string, CouponRow>,
): ReturnType<typeof computeTotals> {
  const lines = db
    .prepare('SELECT price, quantity FROM order_items WHERE order_id = ?')
    .all(order.id) as { price: number; quantity: number }[];
  const { subtotal } = computeTotals({ lines, couponDiscount: 0, paymentMethodId: null });
  const codes = JSON.parse(order.coupon_codes) as string[];
  const discount = codes.reduce((sum, code) => {
    const coupon = coupons.get(code.toLowerCase());
    return coupon
      ? sum +
          couponDiscount({ discountType: coupon.discount_type, amount: coupon.amount }, subtotal)
      : Number.NaN;
  }, 0);
  return computeTotals({
    lines,
    couponDiscount: round2(discount),
    paymentMethodId: order.payment_method,
  });
}

/** Orders whose stored figures differ from {@link expectedTotals}, or whose coupon lines do not sum to the discount. */
function ordersOffTheirTotals(db: Db): string[] {
  const coupons = new Map(
    (db.prepare('SELECT code, discount_type, amount FROM coupons').all() as CouponRow[]).map(
      (coupon) => [coupon.code.toLowerCase(), coupon],
    ),
  );
  const problems: string[] = [];
  for (const order of db.prepare('SELECT * FROM orders').iterate() as Iterable<OrderRow>) {
    const expected = expectedTotals(db, order, coupons);
    const stored = {
      subtotal: order.subtotal,
      discount: order.discount_total,
      bitcoinDiscount: order.bitcoin_discount,
      shipping: order.shipping_total,
      total: order.total,
    };
    const wanted = {
      subtotal: expected.subtotal,
      discount: expected.discount,
      bitcoinDiscount: expected.bitcoinDiscount,
      shipping: expected.shipping,
      total: expected.total,
    };
    if (JSON.stringify(stored) !== JSON.stringify(wanted)) {
      problems.push(
        `order ${order.id} stores ${JSON.stringify(stored)}, computeTotals gives ${JSON.stringify(wanted)}`,
      );
    }
    const couponLines = JSON.parse(order.coupon_lines) as { discount: number }[];
    const linesSum = round2(couponLines.reduce((sum, line) => sum + line.discount, 0));
    if (linesSum !== order.discount_total) {
      problems.push(
        `order ${order.id} coupon lines sum to ${linesSum}, not ${order.discount_total}`,
      );
    }
  }
  return problems;
}

/**
 * Checks what must hold in the store after any load, fault or fuzzing run: SQLite's integrity
 * check passes, no stock is negative, every cart line holds 1 to 999 units, and every order's stored subtotal, discounts, shipping and
 * total equal `computeTotals` of its stored lines, coupons and payment method.
 *
 * @param db - an open connection to the server's database
 * @returns one sentence per broken invariant; empty when all hold
 */
export function storeInvariantProblems(db: Db): string[] {
  const integrity = db.pragma('integrity_check', { simple: true });
  return [
    ...(integrity === 'ok' ? [] : [`integrity_check answered ${String(integrity)}`]),
    ...negativeStock(db),
    ...cartLinesOutOfRange(db),
    ...ordersOffTheirTotals(db),
  ];
}
