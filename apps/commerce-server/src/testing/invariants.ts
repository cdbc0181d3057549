import {
  type CouponDiscountType,
  computeTotals,
  couponDiscount,
  couponSubtotal,
  LIMITS,
  round2,
} from '@peptide/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { engineOf } from '../db/engine';

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
  excluded_product_ids: string;
}

/** Rows of products or variations whose stock went below zero. */
async function negativeStock(db: Db): Promise<string[]> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'stock_quantity'])
    .where('stock_quantity', '<', 0)
    .execute();
  const variations = await db
    .selectFrom('variations')
    .select(['id', 'stock_quantity'])
    .where('stock_quantity', '<', 0)
    .execute();
  return [
    ...products.map((row) => `product ${row.id} has stock ${row.stock_quantity}`),
    ...variations.map((row) => `variation ${row.id} has stock ${row.stock_quantity}`),
  ];
}

/** Cart lines of any session outside the quantity range 1 to 999. */
async function cartLinesOutOfRange(db: Db): Promise<string[]> {
  const sessions = await db.selectFrom('sessions').select(['id', 'data']).execute();
  return sessions.flatMap((session) => {
    const items = (JSON.parse(session.data) as { items?: { quantity: unknown }[] }).items ?? [];
    return items
      .filter(
        ({ quantity }) =>
          typeof quantity !== 'number' ||
          quantity < LIMITS.minQuantity ||
          quantity > LIMITS.maxQuantity,
      )
      .map(({ quantity }) => `a cart line of session ${session.id} holds ${String(quantity)}`);
  });
}

/**
 * What an order's stored figures should be, recomputed from its stored lines, its coupon codes
 * and the coupons' terms, and its payment method by `computeTotals`.
 */
async function expectedTotals(
  db: Db,
  order: OrderRow,
  coupons: Map<string, CouponRow>,
): Promise<ReturnType<typeof computeTotals>> {
  const lines = await db
    .selectFrom('order_items')
    .select(['product_id as productId', 'price', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const codes = JSON.parse(order.coupon_codes) as string[];
  const discount = codes.reduce((sum, code) => {
    const coupon = coupons.get(code.toLowerCase());
    if (!coupon) return Number.NaN;
    const terms = {
      discountType: coupon.discount_type,
      amount: coupon.amount,
      excludedProductIds: JSON.parse(coupon.excluded_product_ids) as number[],
    };
    return sum + couponDiscount(terms, couponSubtotal(terms, lines));
  }, 0);
  return computeTotals({
    lines,
    couponDiscount: round2(discount),
    paymentMethodId: order.payment_method,
  });
}

/** Orders whose stored figures differ from {@link expectedTotals}, or whose coupon lines do not sum to the discount. */
async function ordersOffTheirTotals(db: Db): Promise<string[]> {
  const coupons = new Map(
    (
      await db
        .selectFrom('coupons')
        .select(['code', 'discount_type', 'amount', 'excluded_product_ids'])
        .execute()
    ).map((coupon): [string, CouponRow] => [coupon.code.toLowerCase(), coupon]),
  );
  const problems: string[] = [];
  for (const order of await db.selectFrom('orders').selectAll().execute()) {
    const expected = await expectedTotals(db, order, coupons);
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
 * check passes (on SQLite), no stock is negative, every cart line holds 1 to 999 units, and every order's stored subtotal, discounts, shipping and
 * total equal `computeTotals` of its stored lines, coupons and payment method.
 *
 * @param db - an open connection to the server's database
 * @returns one sentence per broken invariant; empty when all hold
 */
export async function storeInvariantProblems(db: Db): Promise<string[]> {
  const integrity =
    engineOf(db) === 'sqlite'
      ? (await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows[0]
          ?.integrity_check
      : 'ok';
  return [
    ...(integrity === 'ok' ? [] : [`integrity_check answered ${String(integrity)}`]),
    ...(await negativeStock(db)),
    ...(await cartLinesOutOfRange(db)),
    ...(await ordersOffTheirTotals(db)),
  ];
}
