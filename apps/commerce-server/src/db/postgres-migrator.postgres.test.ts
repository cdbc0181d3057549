import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from '../testing/test-database';
import { MIGRATIONS, migrationSql } from './migrations';
import { createPool, migratePostgres } from './postgres';

/** The schema version before descriptions had a plain-text copy (the first with a fill). */
const BEFORE_PLAIN_TEXT = 11;

const pools: pg.Pool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end();
});

/** A pool of its own to a database, as one server instance has. */
function instance(url: string): pg.Pool {
  const pool = createPool(url);
  pools.push(pool);
  return pool;
}

/**
 * A database as the runner before Kysely's Migrator left it: the migrations up to a version
 * applied, each recorded by number in `schema_migrations`, and a product stored.
 */
async function migratedByEarlierRunner(version: number): Promise<string> {
  const url = await emptyPostgresDatabase();
  const pool = instance(url);
  await pool.query(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
  );
  for (let index = 0; index < version; index++) {
    await pool.query(migrationSql(index, 'postgres'));
    await pool.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
  }
  await pool.query(`INSERT INTO products (type, name, slug, sku, description, date)
    VALUES ('SIMPLE', 'Glycine', 'glycine', 'GLY', '<p>Amino <b>acid</b></p>', '2026-01-01')`);
  return url;
}

async function recordedNames(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    'SELECT name FROM kysely_migration ORDER BY name',
  );
  return rows.map((row) => row.name);
}

describe("PostgreSQL migrations through Kysely's Migrator", () => {
  it('given a database the earlier runner migrated, its versions are adopted and only the newer ones run', async () => {
    const url = await migratedByEarlierRunner(BEFORE_PLAIN_TEXT);
    const pool = instance(url);
    expect(await migratePostgres(pool)).toBe(MIGRATIONS.length);
    expect(await recordedNames(pool)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const { rows } = await pool.query('SELECT description_text FROM products');
    expect(rows).toEqual([{ description_text: 'Amino acid' }]);
    expect(await migratePostgres(pool)).toBe(MIGRATIONS.length);
  });

  it('given two instances starting together on a database the earlier runner migrated, both start and each version is recorded once', async () => {
    const url = await migratedByEarlierRunner(BEFORE_PLAIN_TEXT);
    const versions = await Promise.all([
      migratePostgres(instance(url)),
      migratePostgres(instance(url)),
    ]);
    expect(versions).toEqual([MIGRATIONS.length, MIGRATIONS.length]);
    expect(await recordedNames(instance(url))).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('given two instances starting together on an empty database, the migrations run once', async () => {
    const url = await emptyPostgresDatabase();
    const versions = await Promise.all([
      migratePostgres(instance(url)),
      migratePostgres(instance(url)),
    ]);
    expect(versions).toEqual([MIGRATIONS.length, MIGRATIONS.length]);
    const pool = instance(url);
    expect(await recordedNames(pool)).toEqual(MIGRATIONS.map((m) => m.name));
    const { rows } = await pool.query("SELECT to_regclass('schema_migrations') AS legacy");
    expect(rows).toEqual([{ legacy: null }]);
  });

  it('given a failing migration, none of that run is kept', async () => {
    const url = await emptyPostgresDatabase();
    const pool = instance(url);
    expect(await migratePostgres(pool, 2)).toBe(2);
    await pool.query('CREATE TABLE throttles (key TEXT PRIMARY KEY)');
    await expect(migratePostgres(pool)).rejects.toThrow(/throttles/);
    expect(await recordedNames(pool)).toEqual(MIGRATIONS.slice(0, 2).map((m) => m.name));
    const { rows } = await pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'token_version'",
    );
    expect(rows).toEqual([]);
  });
});
