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
import { MIGRATIONS, migrationSql } from './migrations';
import type { Tables } from './schema';

/** The server's database, through the typed query builder; a transaction is one too. */
export type Db = Kysely<Tables>;

/** The open database: the query builder, and the raw driver for the few tools that need it. */
export interface DatabaseHandle {
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
export function openDatabase(path: string): DatabaseHandle {
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
 * Applies every migration newer than the database's `user_version`.
 *
 * @param db - the raw SQLite connection
 * @returns the schema version after migrating
 */
export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(migrationSql(version, 'sqlite'));
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
