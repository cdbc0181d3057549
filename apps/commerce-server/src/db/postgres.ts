import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import { migrateWithKysely } from './postgres-migrator';
import type { Db, Tables } from './schema';

/** An open PostgreSQL database: the query builder, and the pool for the throttles' store. */
export interface PostgresHandle {
  db: Db;
  engine: 'postgres';
  /** The instance's connection pool (the query builder's too). */
  pool: pg.Pool;
  /** Ends the pool. */
  close(): Promise<void>;
}

/**
 * 64-bit integers (counts, millisecond times) and numerics arrive from PostgreSQL as strings;
 * every such value of the shop fits a double, so they are read as numbers, as SQLite answers them.
 */
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

/** The fewest connections that work: the startup lock holds one while migrating uses another. */
const MIN_POOL_SIZE = 2;

/**
 * Connections one server instance keeps open: COMMERCE_DATABASE_POOL_SIZE (at least 2), else 10.
 */
export function poolSize(env: Record<string, string | undefined> = process.env): number {
  const size = Number(env.COMMERCE_DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.max(MIN_POOL_SIZE, size) : 10;
}

/**
 * Opens a connection pool to a PostgreSQL database.
 *
 * @param url - `postgres://user:password@host:port/database`
 * @returns the pool (connections open lazily)
 */
export function createPool(url: string): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: poolSize(),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        NUMBER_TYPES.has(oid)
          ? Number
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
}

/** The advisory lock that one starting instance holds while it migrates and seeds. */
const STARTUP_LOCK = 7_462_001;

/**
 * Runs `work` while holding the database's startup lock, so that several instances starting
 * together migrate and seed one after the other, never at once.
 *
 * @param pool - the instance's pool
 * @param work - migrating, seeding
 * @returns what `work` returns
 */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies every migration the database has not had, up to a version, through Kysely's Migrator
 * (db/postgres-migrator.ts), after adopting the versions the earlier runner recorded.
 *
 * @param pool - the instance's pool
 * @param target - the schema version to reach; the latest unless a test stops earlier
 * @returns the schema version after migrating
 */
export async function migratePostgres(
  pool: pg.Pool,
  target: number = MIGRATIONS.length,
): Promise<number> {
  // Not destroyed: that would end the pool, which the caller still uses.
  return migrateWithKysely(new Kysely({ dialect: new PostgresDialect({ pool }) }), target);
}

/**
 * Moves every identity sequence past the largest id its table holds. Rows inserted with their
 * own ids (the seed's catalogue, a copied shop) leave the sequences behind; the next insert that
 * lets the database choose would otherwise collide.
 *
 * @param pool - a pool or client of the database
 */
export async function syncIdentities(pool: pg.Pool | pg.PoolClient): Promise<void> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    const name = pg.escapeIdentifier(table);
    const key = pg.escapeIdentifier(column);
    await pool.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(MAX(${key}), 0) + 1, false) FROM ${name}`,
      [table, column],
    );
  }
}

/**
 * Opens a PostgreSQL database: a pool, migrated, and `prepare` run, all under the startup lock.
 *
 * @param url - the database
 * @param prepare - seeding an empty shop
 * @returns the handle
 */
export async function openPostgres(
  url: string,
  prepare: (db: Db) => Promise<void>,
): Promise<PostgresHandle> {
  const pool = createPool(url);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await withStartupLock(pool, async () => {
      await migratePostgres(pool);
      await prepare(db);
      await syncIdentities(pool);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine: 'postgres', pool, close: () => db.destroy() };
}
