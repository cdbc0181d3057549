import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, sqliteConnection } from '../db/database';
import { seed } from '../seed/seed';
import { recording } from '../testing/recording';
import { pageOfProducts } from './catalog';

describe('a numbered page of products', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => handle.close());

  it('given page 2 of 12, the database reads only its 12 rows and counts the rest in the same statement', async () => {
    const recorder = recording(handle.db);
    const page = await pageOfProducts(
      recorder.db,
      { orderby: [{ field: 'PRICE', order: 'ASC' }] },
      { offset: 12, limit: 12 },
    );
    expect(page.products).toHaveLength(12);
    expect(page.total).toBe(32);
    expect(recorder.runs).toHaveLength(1);
    expect(recorder.runs[0]?.rows).toBe(12);
    expect(recorder.runs[0]?.sql).toMatch(/limit \? offset \?$/i);
  });

  it('given a page past the end, it answers no products and still the total', async () => {
    expect(await pageOfProducts(handle.db, {}, { offset: 120, limit: 12 })).toEqual({
      products: [],
      total: 32,
    });
  });

  // SQLite's query plan, read through the raw connection.
  it("given the price sort, the query plan reads each variable product's variations by index", async () => {
    const recorder = recording(handle.db);
    await pageOfProducts(
      recorder.db,
      { orderby: [{ field: 'PRICE', order: 'DESC' }] },
      { offset: 0, limit: 12 },
    );
    const run = recorder.runs[0];
    const plan = sqliteConnection(handle)
      .prepare(`EXPLAIN QUERY PLAN ${run?.sql ?? ''}`)
      .all(...(run?.parameters ?? [])) as { detail: string }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH v USING INDEX variations_parent/);
    expect(details).not.toMatch(/SCAN v\b/);
  });
});
