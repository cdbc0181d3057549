import Database from 'better-sqlite3';
import pg from 'pg';
import { migrate } from './database';
import { createPool, migratePostgres, syncIdentities, withStartupLock } from './postgres';

/**
 * The shop's tables in an order that inserts every referenced row before its references.
 * `throttles` is left out: its counters last minutes and start again empty.
 */
export const COPY_ORDER = [
  'media',
  'users',
  'product_categories',
  'products',
  'product_category_links',
  'variations',
  'product_gallery',
  'product_attributes',
  'attribute_terms',
  'content',
  'coa_categories',
  'coa_category_links',
  'coupons',
  'shipping_methods',
  'payment_gateways',
  'settings',
  'sessions',
  'orders',
  'order_items',
  'outbox',
  'reset_tokens',
  'newsletter_contacts',
  'stock_notifications',
  'product_reviews',
] as const;

/** SQLite's own tables, the search indexes (rebuilt by PostgreSQL) and transient counters. */
const NOT_COPIED = /^(sqlite_|products_search|content_search|throttles$)/;

const ROWS_PER_INSERT = 500;

function tablesOf(source: Database.Database): string[] {
  const rows = source
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !NOT_COPIED.test(name));
}

async function columnsOf(client: pg.PoolClient, table: string): Promise<Set<string>> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Set(rows.map((row) => row.column_name));
}

async function copyTable(
  source: Database.Database,
  client: pg.PoolClient,
  table: string,
): Promise<number> {
  const target = await columnsOf(client, table);
  const columns = (source.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => target.has(name));
  const names = columns.map((name) => pg.escapeIdentifier(name)).join(', ');
  const rows = source.prepare(`SELECT ${names} FROM ${table}`).raw().all() as unknown[][];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    const values = batch.map(
      (_, row) =>
        `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO ${pg.escapeIdentifier(table)} (${names}) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
  return rows.length;
}

/**
 * Copies a SQLite shop (catalogue, content, customers, sessions, orders, outbox, notifications,
 * reviews)
 * into an empty PostgreSQL database, for a shop that moves to several instances. The SQLite file
 * is migrated to the current schema first; the copy is one transaction, so a failure leaves the
 * PostgreSQL database empty.
 *
 * @param sqlitePath - the shop's SQLite file (not changed beyond migrating it)
 * @param postgresUrl - the PostgreSQL database, migrated here when new
 * @returns the rows copied per table
 * @throws when the PostgreSQL database already holds products, users or orders, or when the
 *   SQLite file holds a table this copy does not know
 */
export async function copyToPostgres(
  sqlitePath: string,
  postgresUrl: string,
): Promise<Record<string, number>> {
  const source = new Database(sqlitePath, { fileMustExist: true });
  const pool = createPool(postgresUrl);
  try {
    migrate(source);
    const unknown = tablesOf(source).filter(
      (table) => !(COPY_ORDER as readonly string[]).includes(table),
    );
    if (unknown.length > 0) throw new Error(`no copy order for table(s) ${unknown.join(', ')}`);
    await withStartupLock(pool, () => migratePostgres(pool));
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ rows: number }>(
        'SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM orders) AS rows',
      );
      if ((rows[0]?.rows ?? 0) > 0) {
        throw new Error('the PostgreSQL database already holds a shop: copy into an empty one');
      }
      await client.query('BEGIN');
      const copied: Record<string, number> = {};
      try {
        for (const table of COPY_ORDER) copied[table] = await copyTable(source, client, table);
        await syncIdentities(client);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      return copied;
    } finally {
      client.release();
    }
  } finally {
    source.close();
    await pool.end();
  }
}
