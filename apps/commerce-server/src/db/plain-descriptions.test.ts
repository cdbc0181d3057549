import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listProducts } from '../store/catalog';
import { emptyPostgresDatabase, engineUnderTest } from '../testing/test-database';
import { migrate } from './database';
import { MIGRATIONS } from './migrations';
import { createPool, migratePostgres } from './postgres';
import type { Db, Tables } from './schema';

/** The schema version before descriptions had a plain-text copy. */
const BEFORE_PLAIN_TEXT = 11;

const STORED = `INSERT INTO products (id, type, name, slug, sku, description, date) VALUES
  (1, 'SIMPLE', 'Kisspeptin 10', 'kisspeptin-10', 'KP-10',
   '<h2>About</h2><p class="lead"><strong>Salt &amp; water</strong>&nbsp;buffered.</p>', '2026-01-01'),
  (2, 'SIMPLE', 'Glycine', 'glycine', 'GLY', '', '2026-01-01')`;

/**
 * A shop at the schema version before plain-text descriptions, holding two products, then
 * migrated to the latest version, on the engine under test.
 */
async function migratedShop(): Promise<{ db: Db; version: number }> {
  if (engineUnderTest() === 'sqlite') {
    const raw = new Database(':memory:');
    migrate(raw, BEFORE_PLAIN_TEXT);
    raw.exec(STORED);
    const version = migrate(raw);
    return { db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) }), version };
  }
  const pool = createPool(await emptyPostgresDatabase());
  await migratePostgres(pool, BEFORE_PLAIN_TEXT);
  await pool.query(STORED);
  const version = await migratePostgres(pool);
  return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), version };
}

describe('the plain-text descriptions migration', () => {
  let db: Db | undefined;
  afterEach(() => db?.destroy());

  it('given products stored before it, each gets its description as plain text, which search reads', async () => {
    const shop = await migratedShop();
    db = shop.db;
    expect(shop.version).toBe(MIGRATIONS.length);
    const rows = await db
      .selectFrom('products')
      .select(['name', 'description_text'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Kisspeptin 10', description_text: 'About Salt & water buffered.' },
      { name: 'Glycine', description_text: '' },
    ]);
    const found = async (search: string) =>
      (await listProducts(db as Db, { search })).map((product) => product.name);
    expect(await found('salt & water')).toEqual(['Kisspeptin 10']);
    expect(await found('strong')).toEqual([]);
    expect(await found('class')).toEqual([]);
  });
});
