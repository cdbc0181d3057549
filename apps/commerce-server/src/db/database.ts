import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { MIGRATIONS, migrationFill, migrationSql } from './migrations';
import { openPostgres, type PostgresHandle } from './postgres';
import type { Db, Tables } from './schema';

// Defined beside the table types, so that engine.ts and postgres.ts, which this module imports,
// need not import it back; the rest of the server keeps importing `Db` from here.
export type { Db };

/** An open SQLite database: the query builder, and the raw driver for the few tools that need it. */
export interface SqliteHandle {
  /** Every query of the server goes through this. */
  db: Db;
  /** Which engine answers. */
  engine: 'sqlite';
  /**
   * A better-sqlite3 connection of its own to the same file, for the throttles' store and
   * tools: its statements never join a transaction the query builder has open.
   */
  raw: Database.Database;
  /** Closes the connection. */
  close(): Promise<void>;
}

/** The open database, on either engine. */
export type DatabaseHandle = SqliteHandle | PostgresHandle;

/**
 * SQLite's driver with transactions that take the write lock when they begin (BEGIN IMMEDIATE):
 * another connection committing between a transaction's first read and its first write (a tool,
 * a second process) then makes it wait for the busy timeout, not fail with SQLITE_BUSY_SNAPSHOT.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database;

  constructor(database: Database.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

/** A connection with the server's settings: WAL, foreign keys, a 5 s busy timeout. */
function connect(path: string): Database.Database {
  const connection = new Database(path);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * Opens (creating when missing) the SQLite database, applies pending migrations and wraps the
 * connection in the query builder.
 *
 * @param path - a file path, or ':memory:' for a throwaway database
 * @returns the handle: the query builder, the raw connection and `close()`
 * @remarks The migrations run on the raw connection, before the query builder exists, because
 *   each is a multi-statement SQL script.
 */
export function openDatabase(path: string): SqliteHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const connection = connect(path);
  migrate(connection);
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect(connection) });
  // A throwaway database exists only in its one connection, so its tools share it.
  const raw = path === ':memory:' ? connection : connect(path);
  return {
    db,
    engine: 'sqlite',
    raw,
    close: async () => {
      if (raw !== connection) raw.close();
      await db.destroy();
    },
  };
}

/**
 * Applies every migration newer than the database's `user_version`, up to a version, each in a
 * transaction of its own.
 *
 * @param db - the raw SQLite connection
 * @param target - the schema version to reach; the latest unless a test stops earlier
 * @returns the schema version after migrating
 * @remarks SQLite's runner, not Kysely's Migrator (which PostgreSQL uses): opening a SQLite
 *   database is synchronous, and the Migrator would run SQLite's migrations outside any
 *   transaction (decision 016).
 */
export function migrate(db: Database.Database, target: number = MIGRATIONS.length): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < target; version++) {
    db.transaction(() => {
      applyMigration(db, version);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return Math.max(current, target);
}

/**
 * Runs one migration on SQLite: its SQL, then the column it has the application fill.
 *
 * @param db - the raw SQLite connection, inside the caller's transaction
 * @param version - the index in {@link MIGRATIONS} (version - 1)
 */
export function applyMigration(db: Database.Database, version: number): void {
  db.exec(migrationSql(version, 'sqlite'));
  const fill = migrationFill(version);
  if (!fill) return;
  const rows = db.prepare(`SELECT id, "${fill.from}" AS value FROM "${fill.table}"`).all() as {
    id: number;
    value: string;
  }[];
  const update = db.prepare(`UPDATE "${fill.table}" SET "${fill.to}" = ? WHERE id = ?`);
  for (const row of rows) update.run(fill.derive(row.value), row.id);
}

/** Where the shop's data lives: a PostgreSQL URL, else a SQLite file (or ':memory:'). */
export interface DatabaseLocation {
  databaseUrl: string | null;
  databasePath: string;
}

/**
 * Opens the shop's database on the engine its location names, migrated, and runs `prepare`
 * (seeding an empty shop) before anything else uses it.
 *
 * @param location - `databaseUrl` selects PostgreSQL; without it, the SQLite file
 * @param prepare - work that must run once per database, not once per instance at the same time
 * @returns the handle
 * @remarks On PostgreSQL, migrating and `prepare` run under an advisory lock, so instances that
 *   start together take turns; identity sequences are then moved past the ids `prepare` wrote.
 */
export async function openShopDatabase(
  location: DatabaseLocation,
  prepare: (db: Db) => Promise<void> = async () => undefined,
): Promise<DatabaseHandle> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl, prepare);
  const handle = openDatabase(location.databasePath);
  await prepare(handle.db);
  return handle;
}

/**
 * The raw SQLite connection of a handle, for SQLite's own tools (backup, query plans, pragmas).
 *
 * @param handle - an open database
 * @returns its better-sqlite3 connection
 * @throws when the database is PostgreSQL
 */
export function sqliteConnection(handle: DatabaseHandle): Database.Database {
  if (handle.engine !== 'sqlite')
    throw new Error('a SQLite tool was asked of a PostgreSQL database');
  return handle.raw;
}
