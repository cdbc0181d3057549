import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';
import { engineOf } from './engine';
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction';

const count = async (handle: DatabaseHandle) =>
  (await handle.db.selectFrom('settings').select('key').execute()).length;

describe('inTransaction', () => {
  let directory: string;
  let handle: DatabaseHandle;
  /** Another connection to the same file: a second process or a tool. */
  let other: Database.Database;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'commerce-transaction-'));
    const path = join(directory, 'shop.sqlite');
    handle = openDatabase(path);
    // Refused at once while the other connection writes, so the retry is what makes it wait.
    await sql`PRAGMA busy_timeout = 0`.execute(handle.db);
    other = new Database(path);
  });

  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given another connection holding the write lock for a moment, the refused transaction is tried again and commits once', async () => {
    other.exec('BEGIN IMMEDIATE');
    setTimeout(() => other.exec('COMMIT'), 30);
    let runs = 0;
    await inTransaction(handle.db, async (trx) => {
      runs += 1;
      await trx.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    });
    expect(runs).toBe(1);
    expect(await count(handle)).toBe(1);
  });

  it('given the write lock held for good, it gives up after its attempts with the busy error', async () => {
    other.exec('BEGIN IMMEDIATE');
    try {
      const started = performance.now();
      await expect(
        inTransaction(handle.db, (trx) =>
          trx.insertInto('settings').values({ key: 'k', value: 'v' }).execute(),
        ),
      ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      // Backed off between the attempts rather than failing at once.
      expect(performance.now() - started).toBeGreaterThan(5 * (TRANSACTION_ATTEMPTS - 1));
    } finally {
      other.exec('ROLLBACK');
    }
    expect(await count(handle)).toBe(0);
  });

  it('given an error that is no conflict, it rolls back and throws it without retrying', async () => {
    let runs = 0;
    await expect(
      inTransaction(handle.db, async (trx) => {
        runs += 1;
        await trx.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(runs).toBe(1);
    expect(await count(handle)).toBe(0);
  });

  it('given a transaction already open, it joins it: a failure later rolls back the inner work too', async () => {
    await expect(
      inTransaction(handle.db, async (outer) => {
        await inTransaction(outer, (inner) =>
          inner.insertInto('settings').values({ key: 'k', value: 'v' }).execute(),
        );
        expect(await outer.selectFrom('settings').select('key').execute()).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await count(handle)).toBe(0);
  });

  it('given SQLite, a query through the outer database inside a transaction waits for the transaction to end (so everything inside must go through the transaction)', async () => {
    expect(engineOf(handle.db)).toBe('sqlite');
    let settled = false;
    let outside: Promise<void> = Promise.resolve();
    await inTransaction(handle.db, async (trx) => {
      outside = handle.db
        .selectFrom('settings')
        .select('key')
        .execute()
        .then(() => {
          settled = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Awaiting `outside` here would never return: it waits for this transaction.
      expect(settled).toBe(false);
      await trx.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    });
    await outside;
    expect(settled).toBe(true);
  });
});
