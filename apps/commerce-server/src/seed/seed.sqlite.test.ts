import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { countRows } from '../testing/rows';
import { isSeeded, resetDatabase, seed } from './seed';

describe('database and seed', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('given a new file, migrations run once and the version is kept across opens', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'commerce-'));
    folders.push(folder);
    const path = join(folder, 'nested', 'shop.sqlite');
    const first = openDatabase(path);
    await seed(first.db, Date.now());
    await first.db.updateTable('products').set({ name: 'Changed' }).where('id', '=', 101).execute();
    await first.close();
    const second = openDatabase(path);
    expect(second.raw.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(migrate(second.raw)).toBe(MIGRATIONS.length);
    expect(
      await second.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', 101)
        .executeTakeFirst(),
    ).toEqual({ name: 'Changed' });
    await second.close();
  });

  it('given a seeded database, reset and seed again gives the same catalogue', async () => {
    const handle = openDatabase(':memory:');
    const { db } = handle;
    const tables = ['products', 'variations', 'content', 'coupons', 'media'] as const;
    const counts = () => Promise.all(tables.map((table) => countRows(db, table)));
    expect(await isSeeded(db)).toBe(false);
    await seed(db, Date.now());
    const before = await counts();
    await db
      .insertInto('outbox')
      .values({ recipient: 'a', subject: 'b', body: 'c', created_at: 'd' })
      .execute();
    await resetDatabase(db);
    expect(await isSeeded(db)).toBe(false);
    expect(await countRows(db, 'outbox')).toBe(0);
    await seed(db, Date.now());
    expect(await counts()).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(31);
    await handle.close();
  });
});
