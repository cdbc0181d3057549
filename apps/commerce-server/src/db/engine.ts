import {
  type Expression,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from './schema';

/** The database engines the server runs on. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Which engine a database (or a transaction on it) talks to.
 *
 * @param db - the database or a transaction
 * @returns 'postgres' for PostgreSQL, 'sqlite' otherwise
 */
export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Locks the rows a select reads until the transaction ends, where the engine has row locks.
 *
 * @param db - the transaction the select runs in
 * @param query - the select
 * @returns the select with `FOR UPDATE` on PostgreSQL; unchanged on SQLite, where a transaction
 *   already holds the database's only write lock (BEGIN IMMEDIATE) and the one connection
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engineOf(db) === 'postgres' ? query.forUpdate() : query;
}

/**
 * A case-insensitive "contains" test of a text column, as SQLite's LIKE is for ASCII.
 *
 * @param db - the database the condition runs on
 * @param column - the column (or expression) to search
 * @param text - the text to find; `%`, `_` and `\` in it are matched as typed
 * @returns `column LIKE '%text%'` on SQLite, `column ILIKE '%text%'` on PostgreSQL
 */
export function containsIgnoringCase(
  db: Db,
  column: Expression<unknown>,
  text: string,
): Expression<SqlBool> {
  return likeIgnoringCase(db, column, `%${escapeLike(text)}%`);
}

/**
 * A case-insensitive "starts with" test of a text column, as SQLite's LIKE is for ASCII.
 *
 * @param db - the database the condition runs on
 * @param column - the column (or expression) to test
 * @param text - the beginning to find; `%`, `_` and `\` in it are matched as typed
 * @returns `column LIKE 'text%'` on SQLite, `column ILIKE 'text%'` on PostgreSQL
 */
export function startsWithIgnoringCase(
  db: Db,
  column: Expression<unknown>,
  text: string,
): Expression<SqlBool> {
  return likeIgnoringCase(db, column, `${escapeLike(text)}%`);
}

/** The text with LIKE's wildcards and its escape character escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function likeIgnoringCase(db: Db, column: Expression<unknown>, pattern: string) {
  return engineOf(db) === 'postgres'
    ? sql<SqlBool>`${column} ILIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * The codes with which the engines refuse a transaction that may succeed when run again:
 * PostgreSQL's serialization failure and deadlock, SQLite's busy database (after its busy
 * timeout) and stale snapshot.
 */
const RETRYABLE_CODES = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/**
 * Whether an error is the engine refusing a transaction that may succeed when run again.
 *
 * @param error - what the transaction threw
 * @returns true for a serialization failure, a deadlock or a busy database
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/** The slice of an ordered list to read: `limit` rows (all when negative) after `offset`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/**
 * Reads only a window of a select's rows.
 *
 * @param query - the ordered select
 * @param window - the rows to read; a negative limit reads every row after the offset
 * @returns the select with LIMIT and OFFSET
 * @remarks SQLite takes no OFFSET without a LIMIT and PostgreSQL no negative LIMIT, so "every
 *   row" is the largest LIMIT both accept.
 */
export function inWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: RowWindow,
): SelectQueryBuilder<DB, TB, O> {
  const limit = window.limit < 0 ? Number.MAX_SAFE_INTEGER : window.limit;
  return query.limit(limit).offset(window.offset);
}

/**
 * Whether an error is the engine refusing a row that a unique index already holds.
 *
 * @param error - what a statement threw
 * @returns true for SQLite's SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY and PostgreSQL's 23505
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
