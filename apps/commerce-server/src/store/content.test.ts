import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { listContent } from './content';

describe('listContent', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => handle.close());

  it('given a window, it reads only those rows, in the order of the whole list', async () => {
    const { db } = handle;
    const all = await listContent(db, 'post');
    expect(all.length).toBeGreaterThan(3);
    const ids = (items: { databaseId: number }[]) => items.map((item) => item.databaseId);
    const window = await listContent(db, 'post', {}, { offset: 1, limit: 2 });
    expect(ids(window)).toEqual(ids(all.slice(1, 3)));
    expect(await listContent(db, 'post', {}, { offset: all.length, limit: 10 })).toEqual([]);
  });
});
