import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { listContent } from './content';

describe('listContent', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    seed(db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => db.close());

  it('given a window, it reads only those rows, in the order of the whole list', () => {
    const all = listContent(db, 'post');
    expect(all.length).toBeGreaterThan(3);
    const ids = (items: { databaseId: number }[]) => items.map((item) => item.databaseId);
    expect(ids(listContent(db, 'post', {}, { offset: 1, limit: 2 }))).toEqual(ids(all.slice(1, 3)));
    expect(listContent(db, 'post', {}, { offset: all.length, limit: 10 })).toEqual([]);
  });
});
