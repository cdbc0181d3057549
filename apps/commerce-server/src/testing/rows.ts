import type { Db } from '../db/database';
import type { Tables } from '../db/schema';

/**
 * How many rows a table holds.
 *
 * @param db - the server's database
 * @param table - the table
 * @returns the count, as a number on either engine
 */
export async function countRows(db: Db, table: keyof Tables): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The id of a simple product in stock that does not count its stock.
 *
 * @param db - the server's database
 * @returns the product's id
 */
export async function unmanagedProductId(db: Db): Promise<number> {
  const { id } = await db
    .selectFrom('products')
    .select('id')
    .where('manage_stock', '=', 0)
    .where('type', '=', 'SIMPLE')
    .where('stock_status', '=', 'IN_STOCK')
    .limit(1)
    .executeTakeFirstOrThrow();
  return id;
}
