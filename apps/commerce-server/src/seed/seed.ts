import { sql } from 'kysely';
import type { Db } from '../db/database';
import { engineOf } from '../db/engine';
import { inTransaction } from '../db/transaction';
import { mediaWriter } from './media';
import { seedCatalog } from './seed-catalog';
import { seedCatalogueDetails } from './seed-catalogue-details';
import { seedContent } from './seed-content';
import { seedShop } from './seed-shop';

/** Whether the database already holds the catalogue. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty database with the demo shop: categories, 30+ products with art, variations and
 * COAs, the insurance product, authors, posts, COA entries, pages, coupons, shipping methods,
 * payment gateways and settings, then the size attribute, COA galleries and reviews.
 *
 * @param db - a migrated, empty database
 * @param now - the current time in ms, for dates
 */
export async function seed(db: Db, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const addMedia = mediaWriter(trx);
    await seedCatalog(trx, addMedia);
    await seedContent(trx, addMedia, now);
    await seedShop(trx);
    await seedCatalogueDetails(trx, addMedia);
  });
}

/**
 * Empties every table (keeping the schema) so {@link seed} can run again. The search indexes
 * (virtual tables and their shadow tables) are emptied by their tables' triggers.
 *
 * @param db - the database (not a transaction: SQLite turns foreign keys off outside one)
 */
export async function resetDatabase(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
    const tables = sql.join(rows.map((row) => sql.table(row.name)));
    await sql`TRUNCATE ${tables} RESTART IDENTITY CASCADE`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list
    WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await inTransaction(db, async (trx) => {
      for (const { name } of rows) await sql`DELETE FROM ${sql.table(name)}`.execute(trx);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
