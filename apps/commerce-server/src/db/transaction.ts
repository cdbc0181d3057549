import type { Db } from './database';
import { isRetryableConflict } from './engine';

/** How often a transaction the engine refused for a conflict is run again before giving up. */
export const TRANSACTION_ATTEMPTS = 4;

/** The first pause before a retry, in ms; each later pause doubles, with jitter. */
const BASE_BACKOFF_MS = 10;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` in one transaction, retrying it when the engine refuses it for a conflict
 * (serialization failure, deadlock, busy database).
 *
 * @param db - the database, or a transaction to join
 * @param fn - the work; every query it runs must go through the `trx` it is given
 * @returns what `fn` returned, once the transaction committed
 * @throws what `fn` threw (the transaction rolled back), or the conflict after the last attempt
 * @remarks On SQLite the query builder has one connection: a query sent through the outer
 *   database from inside `fn` waits for the transaction to end, which waits for it: a deadlock.
 *   `fn` may run more than once, so it must not do anything outside the database that cannot be
 *   repeated, and it should not do slow work (hashing, network) while holding locks.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      const backoff = BASE_BACKOFF_MS * 2 ** (attempt - 1);
      await pause(backoff / 2 + Math.random() * backoff);
    }
  }
}
