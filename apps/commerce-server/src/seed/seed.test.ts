import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { isSeeded, resetDatabase, seed } from './seed';

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('database and seed', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('given a new file, migrations run once and the version is kept across opens', () => {
    const folder = mkdtempSync(join(tmpdir(), 'commerce-'));
    folders.push(folder);
    const path = join(folder, 'nested', 'shop.sqlite');
    const first = openDatabase(path);
    seed(first, Date.now());
    first.prepare("UPDATE products SET name = 'Changed' WHERE id = 101").run();
    first.close();
    const second = openDatabase(path);
    expect(second.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(migrate(second)).toBe(MIGRATIONS.length);
    expect(second.prepare('SELECT name FROM products WHERE id = 101').get()).toEqual({
      name: 'Changed',
    });
    second.close();
  });

  it('given a seeded database, reset and seed again gives the same catalogue', () => {
    const db = openDatabase(':memory:');
    expect(isSeeded(db)).toBe(false);
    seed(db, Date.now());
    const before = ['products', 'variations', 'content', 'coupons', 'media'].map((table) =>
      count(db, table),
    );
    db.prepare(
      "INSERT INTO outbox (recipient, subject, body, created_at) VALUES ('a', 'b', 'c', 'd')",
    ).run();
    resetDatabase(db);
    expect(isSeeded(db)).toBe(false);
    expect(count(db, 'outbox')).toBe(0);
    seed(db, Date.now());
    expect(
      ['products', 'variations', 'content', 'coupons', 'media'].map((table) => count(db, table)),
    ).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(31);
    db.close();
  });
});
