import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { recording, sqlitePlan } from '../testing/recording';
import { pageOfProducts } from './catalog';
import { productFacets } from './catalog-facets';

const FILTER = {
  categoryIn: ['peptides', 'powders'],
  minPrice: 40,
  maxPrice: 200,
  onSale: true,
  stockStatus: ['IN_STOCK' as const],
};

describe('filtering and counting the catalogue in SQL', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
  });
  afterEach(() => handle.close());

  it('given every filter, a page is one statement reading only its rows', async () => {
    const recorder = recording(handle.db);
    const page = await pageOfProducts(recorder.db, FILTER, { offset: 0, limit: 12 });
    expect(page.total).toBeGreaterThan(0);
    expect(recorder.runs).toHaveLength(1);
    expect(recorder.runs[0]?.rows).toBe(page.products.length);
  });

  it('given every filter, the facets are four statements of one row or one per category', async () => {
    const recorder = recording(handle.db);
    const facets = await productFacets(recorder.db, FILTER);
    expect(recorder.runs).toHaveLength(4);
    expect(recorder.runs.map((run) => run.rows).sort()).toEqual(
      [1, 1, 1, facets.categories.length].sort(),
    );
    expect(recorder.runs.every((run) => /count|sum|min|max/i.test(run.sql))).toBe(true);
  });

  // SQLite's query plans, read through the raw connection.
  it('given every filter, the plans read variations and category links by index, never by scan', async () => {
    const recorder = recording(handle.db);
    await pageOfProducts(recorder.db, FILTER, { offset: 0, limit: 12 });
    await productFacets(recorder.db, FILTER);
    for (const run of recorder.runs) {
      const plan = sqlitePlan(handle, run);
      expect(plan).not.toMatch(/SCAN v\b/);
      expect(plan).not.toMatch(/SCAN l\b/);
      expect(plan).toMatch(/USING (COVERING )?INDEX variations_parent/);
    }
    const categoryLinks = /SEARCH l USING (COVERING )?INDEX product_category_links_category/;
    expect(sqlitePlan(handle, recorder.runs[0])).toMatch(categoryLinks);
    expect(recorder.runs.filter((run) => categoryLinks.test(sqlitePlan(handle, run)))).toHaveLength(
      recorder.runs.length,
    );
  });
});
