import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigration, type DatabaseHandle, type Db, openDatabase } from '../db/database';
import { MIGRATIONS, migrationSql } from '../db/migrations';
import type { Tables } from '../db/schema';
import { resetDatabase, seed } from '../seed/seed';
import { recording, sqlitePlan } from '../testing/recording';
import { listProducts, pageOfProducts } from './catalog';
import { listContent } from './content';
import { productDescription } from './product-search';
import { containsText } from './text-search';

/** What `LIKE '%text%'` finds, the behaviour the index must keep (for ASCII text). */
function productsLike(db: Database.Database, text: string): string[] {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    db
      .prepare(
        "SELECT name FROM products WHERE name LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\' ORDER BY menu_order, name",
      )
      .all(pattern, pattern) as { name: string }[]
  ).map((row) => row.name);
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

/** Throws when an index no longer agrees with its table. */
function checkIndexes(db: Database.Database) {
  db.exec(`INSERT INTO products_search (products_search) VALUES ('integrity-check')`);
  db.exec(`INSERT INTO content_search (content_search) VALUES ('integrity-check')`);
}

// The index is SQLite's (FTS5): these tests read it through the raw connection.
describe('text search through the trigram indexes', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let raw: Database.Database;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    ({ db, raw } = handle);
    await seed(db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => handle.close());

  it.each([
    'bpc',
    'BPC-157',
    '157',
    'MG',
    'tesa',
    'b',
    'pc',
    '5mg',
    '%',
    '_',
    '"',
    'a"b',
    'bpc OR tb',
    'NEAR(a b)',
    'zzz-nothing',
  ])('given "%s", products match as LIKE would', async (text) => {
    const found = await db
      .selectFrom('products as p')
      .select('p.name')
      .where(containsText(db, 'products_search', 'p.id', ['p.name', 'p.sku'], text))
      .orderBy('p.menu_order')
      .orderBy('p.name')
      .execute();
    expect(names(found)).toEqual(productsLike(raw, text));
  });

  it('given texts that the seed holds, some products match (the comparison above is not empty)', async () => {
    expect(names(await listProducts(db, { search: 'bpc' })).length).toBeGreaterThan(0);
    expect(names(await listProducts(db, { search: '5mg' })).length).toBeGreaterThan(1);
  });

  it('given a text of three characters or more, the statement looks it up in the index', () => {
    const search = (text: string) =>
      db
        .selectFrom('products as p')
        .select('p.id')
        .where(containsText(db, 'products_search', 'p.id', ['p.name'], text))
        .compile();
    const long = search('bpc');
    const plan = raw.prepare(`EXPLAIN QUERY PLAN ${long.sql}`).all(...long.parameters) as {
      detail: string;
    }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
    expect(search('bp').sql).toMatch(/LIKE/);
  });

  it('given a ranked search with a typo, the page reads products by id from the trigram indexes, never by scan', async () => {
    const recorder = recording(db);
    const page = await pageOfProducts(
      recorder.db,
      { search: 'retatrutdie' },
      { offset: 0, limit: 12 },
    );
    expect(names(page.products)).toEqual(['Retatrutide']);
    const plan = sqlitePlan(handle, recorder.runs[0]);
    expect(plan).toMatch(/SCAN products_search VIRTUAL TABLE/);
    expect(plan).toMatch(/SCAN products_search_trigrams VIRTUAL TABLE/);
    expect(plan).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN p\b/);
  });

  it('given a new description, the index finds the product by it', async () => {
    await db
      .updateTable('products')
      .set(productDescription('<p>Now with <em>zorbanite</em>.</p>'))
      .where('slug', '=', 'retatrutide')
      .execute();
    expect(names(await listProducts(db, { search: 'zorbanite' }))).toEqual(['Retatrutide']);
    checkIndexes(raw);
  });

  it('given a renamed, a new and a deleted product, the index follows the table', async () => {
    const [first] = await listProducts(db, { search: 'bpc' });
    raw.prepare("UPDATE products SET name = 'Renamed Peptide' WHERE id = ?").run(first?.databaseId);
    raw.prepare('UPDATE products SET stock_quantity = 7, total_sales = 3').run();
    raw
      .prepare(
        "INSERT INTO products (id, type, name, slug, sku, date) VALUES (9001, 'SIMPLE', 'Ärger Blend', 'aerger', 'AE-1', '2026-01-01')",
      )
      .run();
    expect(names(await listProducts(db, { search: 'renamed pep' }))).toEqual(['Renamed Peptide']);
    expect(names(await listProducts(db, { search: 'ärger' }))).toEqual(['Ärger Blend']);
    raw.prepare('DELETE FROM products WHERE id = 9001').run();
    expect(names(await listProducts(db, { search: 'ärger' }))).toEqual([]);
    checkIndexes(raw);
  });

  it('given posts, the search matches title, content and excerpt as before', async () => {
    const posts = await listContent(db, 'post');
    const post = posts[0];
    expect(post).toBeDefined();
    const word = post?.title.split(' ').find((part) => part.length >= 4) ?? '';
    const found = await listContent(db, 'post', { search: word.toUpperCase() });
    expect(found.map((item) => item.databaseId)).toContain(post?.databaseId);
    const like = `%${word}%`;
    const expected = raw
      .prepare(
        "SELECT id FROM content WHERE kind = 'post' AND (title LIKE ? OR content LIKE ? OR excerpt LIKE ?) ORDER BY date DESC, id DESC",
      )
      .all(like, like, like) as { id: number }[];
    expect(found.map((item) => item.databaseId)).toEqual(expected.map((row) => row.id));
  });

  it('given a reset and a new seed, the indexes agree with their tables', async () => {
    await resetDatabase(db);
    expect(await listProducts(db, { search: 'bpc' })).toEqual([]);
    await seed(db, Date.now());
    expect(names(await listProducts(db, { search: 'bpc' }))).toEqual(productsLike(raw, 'bpc'));
    checkIndexes(raw);
  });
});

describe('the search index migration', () => {
  it('given a database with products and posts from before the indexes, they are found after it', async () => {
    const before = openDatabase(':memory:');
    await seed(before.db, Date.now());
    const expected = productsLike(before.raw, 'bpc');
    const dump = before.raw.serialize();
    await before.close();
    const db = new Database(dump);
    db.exec(
      'DROP TABLE products_search_trigrams; DROP TABLE products_search; DROP TABLE content_search; DROP TRIGGER products_search_insert; DROP TRIGGER products_search_delete; DROP TRIGGER products_search_update; DROP TRIGGER content_search_insert; DROP TRIGGER content_search_delete; DROP TRIGGER content_search_update; ALTER TABLE products DROP COLUMN description_text',
    );
    // The search migrations run in order on the data as it stood before them (others stay).
    const searchMigrations = MIGRATIONS.map((_, version) => version).filter((version) =>
      migrationSql(version, 'sqlite').includes('CREATE VIRTUAL TABLE products_search'),
    );
    expect(searchMigrations).toHaveLength(3);
    for (const version of searchMigrations) applyMigration(db, version);
    const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) });
    expect(names(await listProducts(kysely, { search: 'bpc' }))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    checkIndexes(db);
    await kysely.destroy();
  });
});
