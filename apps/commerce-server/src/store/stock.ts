import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A product, or one of its variations, and a number of units of it. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/** Sets a variable product in stock while any of its variations is, out of stock otherwise. */
export async function refreshParent(db: Db, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set({
      stock_status: sql`CASE WHEN EXISTS (SELECT 1 FROM variations v WHERE v.parent_id = products.id AND v.stock_status = 'IN_STOCK') THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END`,
    })
    .where('id', '=', productId)
    .execute();
}

/**
 * Takes units out of stock for a sale and counts them in the product's sales.
 *
 * @param db - the checkout's transaction
 * @param line - the product or variation and the units sold
 * @returns false when the item manages its stock and has fewer units than asked (nothing taken)
 * @remarks The check and the take are one statement (`stock_quantity >= quantity` in its WHERE),
 *   so stock never goes below zero, whatever other checkouts run at the same time.
 */
export async function takeStock(db: Db, line: StockLine): Promise<boolean> {
  const { quantity } = line;
  const table = line.variationId == null ? 'products' : 'variations';
  const id = line.variationId ?? line.productId;
  const { numUpdatedRows } = await db
    .updateTable(table)
    .set((eb) => ({
      stock_quantity: eb('stock_quantity', '-', quantity),
      stock_status: sql`CASE WHEN stock_quantity - ${quantity} <= 0 THEN 'OUT_OF_STOCK' ELSE stock_status END`,
    }))
    .where('id', '=', id)
    .where('manage_stock', '=', 1)
    .where('stock_quantity', '>=', quantity)
    .executeTakeFirst();
  if (numUpdatedRows === 1n) {
    if (line.variationId != null) await refreshParent(db, line.productId);
  } else {
    // No row taken: refused when the item counts its stock, else there is nothing to take.
    const item = await db
      .selectFrom(table)
      .select('manage_stock')
      .where('id', '=', id)
      .executeTakeFirst();
    if (item?.manage_stock === 1) return false;
  }
  await db
    .updateTable('products')
    .set((eb) => ({ total_sales: eb('total_sales', '+', quantity) }))
    .where('id', '=', line.productId)
    .execute();
  return true;
}

/**
 * Puts the units of a cancelled sale back into stock and takes them out of the product's sales
 * count (never below zero).
 *
 * @param db - the cancellation's transaction
 * @param line - the product or variation and the units to put back
 */
export async function putBackStock(db: Db, line: StockLine): Promise<void> {
  const { quantity } = line;
  const table = line.variationId == null ? 'products' : 'variations';
  await db
    .updateTable(table)
    .set((eb) => ({
      stock_quantity: eb('stock_quantity', '+', quantity),
      stock_status: sql`CASE WHEN stock_quantity + ${quantity} > 0 THEN 'IN_STOCK' ELSE stock_status END`,
    }))
    .where('id', '=', line.variationId ?? line.productId)
    .where('manage_stock', '=', 1)
    .execute();
  if (line.variationId != null) await refreshParent(db, line.productId);
  await db
    .updateTable('products')
    .set({
      total_sales: sql`CASE WHEN total_sales > ${quantity} THEN total_sales - ${quantity} ELSE 0 END`,
    })
    .where('id', '=', line.productId)
    .execute();
}

/**
 * The units of a product or variation left in stock, for the message that refuses a sale.
 *
 * @param db - the connection
 * @param line - the product or variation
 * @returns the units left, never below zero
 */
export async function stockLeft(db: Db, line: Omit<StockLine, 'quantity'>): Promise<number> {
  const row = await db
    .selectFrom(line.variationId == null ? 'products' : 'variations')
    .select('stock_quantity')
    .where('id', '=', line.variationId ?? line.productId)
    .executeTakeFirst();
  return Math.max(0, row?.stock_quantity ?? 0);
}

/** The key of a product or variation in {@link managedStockOf}'s answer. */
export function stockKey(line: Omit<StockLine, 'quantity'>): string {
  return line.variationId == null ? `product ${line.productId}` : `variation ${line.variationId}`;
}

/**
 * The units in stock of those of some products and variations that count their stock.
 *
 * @param db - the connection
 * @param lines - the products or variations
 * @returns their units by {@link stockKey}; one that does not count its stock is left out
 */
export async function managedStockOf(
  db: Db,
  lines: readonly Omit<StockLine, 'quantity'>[],
): Promise<Map<string, number>> {
  const byTable = { products: new Map<number, number>(), variations: new Map<number, number>() };
  for (const table of ['products', 'variations'] as const) {
    const ids = lines.flatMap((line) =>
      (line.variationId == null) === (table === 'products')
        ? [line.variationId ?? line.productId]
        : [],
    );
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom(table)
      .select(['id', 'stock_quantity'])
      .where('id', 'in', ids)
      .where('manage_stock', '=', 1)
      .execute();
    for (const row of rows) byTable[table].set(row.id, Math.max(0, row.stock_quantity ?? 0));
  }
  const stock = new Map<string, number>();
  for (const line of lines) {
    const units =
      line.variationId == null
        ? byTable.products.get(line.productId)
        : byTable.variations.get(line.variationId);
    if (units !== undefined) stock.set(stockKey(line), units);
  }
  return stock;
}
