import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { pageOfProducts } from './catalog';

/** The statements run through the connection, with how many rows each answered. */
function recording(db: Db): { db: Db; runs: { sql: string; rows: number }[] } {
  const runs: { sql: string; rows: number }[] = [];
  const proxy = new Proxy(db, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (name !== 'prepare') return typeof value === 'function' ? value.bind(target) : value;
      return (sql: string) => {
        const statement = target.prepare(sql);
        return {
          all: (...params: unknown[]) => {
            const rows = statement.all(...params);
            runs.push({ sql, rows: rows.length });
            return rows;
          },
          get: (...params: unknown[]) => {
            const row = statement.get(...params);
            runs.push({ sql, rows: row ? 1 : 0 });
            return row;
          },
        };
      };
    },
  });
  return { db: proxy as Db, runs };
}

describe('a numbered page of products', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    seed(db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => db.close());

  it('given page 2 of 12, the database reads only its 12 rows and counts the rest in the same statement', () => {
    const recorder = recording(db);
    const page = pageOfProducts(
      recorder.db,
      { orderby: [{ field: 'PRICE', order: 'ASC' }] },
      { offset: 12, limit: 12 },
    );
    expect(page.products).toHaveLength(12);
    expect(page.total).toBe(32);
    expect(recorder.runs).toHaveLength(1);
    expect(recorder.runs[0]?.rows).toBe(12);
    expect(recorder.runs[0]?.sql).toMatch(/LIMIT \? OFFSET \?$/);
  });

  it('given a page past the end, it answers no products and still the total', () => {
    expect(pageOfProducts(db, {}, { offset: 120, limit: 12 })).toEqual({ products: [], total: 32 });
  });

  it("given the price sort, the query plan reads each variable product's variations by index", () => {
    const recorder = recording(db);
    pageOfProducts(
      recorder.db,
      { orderby: [{ field: 'PRICE', order: 'DESC' }] },
      { offset: 0, limit: 12 },
    );
    const sql = recorder.runs[0]?.sql ?? '';
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(12, 0) as { detail: string }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH v USING INDEX variations_parent/);
    expect(details).not.toMatch(/SCAN v\b/);
  });
});
