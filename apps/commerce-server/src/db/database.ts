import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, migrationSql } from './migrations';

/** The server's SQLite connection. */
export type Db = Database.Database;

/**
 * Opens (creating when missing) the database and applies pending migrations.
 *
 * @param path - a file path, or ':memory:' for a throwaway database
 * @returns the open connection
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Applies every migration newer than the database's `user_version`.
 *
 * @param db - the open connection
 * @returns the schema version after migrating
 */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(migrationSql(version, 'sqlite'));
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
