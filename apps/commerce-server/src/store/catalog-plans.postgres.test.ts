import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seed } from '../seed/seed';
import {
  type PlanStep,
  type PricedOut,
  postgresPlan,
  type Run,
  recording,
} from '../testing/recording';
import { openTestDatabase } from '../testing/test-database';
import { pageOfProducts } from './catalog';
import { productFacets } from './catalog-facets';
import type { ProductFilter } from './product-filter';

const FILTER: ProductFilter = {
  categoryIn: ['peptides', 'powders'],
  minPrice: 40,
  maxPrice: 200,
  onSale: true,
  stockStatus: ['IN_STOCK'],
};

const PAGE = { offset: 0, limit: 12 };

/** The tables a catalogue list must never read whole: products, variations, category links. */
const LARGE_TABLES = ['products', 'variations', 'product_category_links'];

const seqScans = (plan: PlanStep[]) =>
  plan.filter((step) => step.node === 'Seq Scan' && LARGE_TABLES.includes(step.relation ?? ''));
const indexes = (plan: PlanStep[]) => new Set(plan.flatMap((step) => step.index ?? []));

/** Products beside the seed's (ids from 100001), so many that reading them whole is the planner's last resort. */
const GROWN = 5000;

/**
 * Adds {@link GROWN} products with names and descriptions (HTML and its plain text) of
 * random-looking words, one in three
 * variable with two variations, spread over the seed's categories.
 */
async function growCatalogue({ db }: DatabaseHandle) {
  await sql`
    INSERT INTO products (id, type, name, slug, sku, description, description_text, regular_price, sale_price, stock_status, date)
    SELECT 100000 + n, CASE WHEN n % 3 = 0 THEN 'VARIABLE' ELSE 'SIMPLE' END,
      'Compound ' || md5(n::text), 'compound-' || n, 'CMP-' || n,
      '<p>Batch ' || md5((n + 1)::text) || '</p>', 'Batch ' || md5((n + 1)::text), 10 + n % 300,
      CASE WHEN n % 7 = 0 THEN 5 + n % 200 END,
      CASE WHEN n % 5 = 0 THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END, '2026-01-01T00:00:00'
    FROM generate_series(1, ${GROWN}) AS n`.execute(db);
  await sql`
    INSERT INTO product_category_links (product_id, category_id)
    SELECT p.id, c.id FROM products p
    JOIN product_categories c ON c.id = (SELECT id FROM product_categories ORDER BY id OFFSET p.id % 4 LIMIT 1)
    WHERE p.slug LIKE 'compound-%'`.execute(db);
  await sql`
    INSERT INTO variations (id, parent_id, name, slug, sku, regular_price, sale_price)
    SELECT 2 * p.id + length(size) - 3, p.id, p.name || ' ' || size, p.slug || '-' || size, p.sku || '-' || size,
      p.regular_price + length(size), CASE WHEN p.id % 2 = 0 THEN p.regular_price END
    FROM products p CROSS JOIN (VALUES ('5mg'), ('10mg')) AS sizes(size)
    WHERE p.type = 'VARIABLE' AND p.slug LIKE 'compound-%'`.execute(db);
}

// PostgreSQL's counterpart of the SQLite plan tests (catalog-paging, catalog-facets): each list
// statement can be answered through indexes, never by reading a large table whole.
describe('catalogue query plans on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let plans: (runs: Run[], pricedOut?: PricedOut[]) => Promise<PlanStep[][]>;
  beforeEach(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
    await growCatalogue(handle);
    await sql`ANALYZE`.execute(handle.db);
    plans = (runs, pricedOut) =>
      Promise.all(runs.map((run) => postgresPlan(handle.db, run, pricedOut)));
  });
  afterEach(() => handle.close());

  // Sorting the whole catalogue by price reads every product; their variations come by index.
  it('given the price sort, a page reads variations by their parent index, in one statement', async () => {
    const recorder = recording(handle.db);
    await pageOfProducts(recorder.db, { orderby: [{ field: 'PRICE', order: 'DESC' }] }, PAGE);
    expect(recorder.runs).toHaveLength(1);
    const [plan = []] = await plans(recorder.runs);
    expect(seqScans(plan).filter((step) => step.relation !== 'products')).toEqual([]);
    expect(indexes(plan)).toContain('variations_parent');
  });

  it('given every filter, the page and the four facet statements read links and variations by index', async () => {
    const recorder = recording(handle.db);
    await pageOfProducts(recorder.db, FILTER, PAGE);
    await productFacets(recorder.db, FILTER);
    expect(recorder.runs).toHaveLength(5);
    const [page = [], categoryCounts = [], ...otherFacets] = await plans(recorder.runs);
    for (const plan of [page, categoryCounts, ...otherFacets]) {
      expect(seqScans(plan)).toEqual([]);
      expect(indexes(plan)).toContain('variations_parent');
    }
    // The category counts leave the category filter out; the other statements apply it, through
    // the links' category index or, product by product, their primary key.
    for (const plan of [page, ...otherFacets]) {
      expect([...indexes(plan)].some((index) => index.startsWith('product_category_links_'))).toBe(
        true,
      );
    }
  });

  // A search finds a few products among thousands: bitmap lookups in the trigram indexes, with
  // index scans priced out too, as a whole-table read through the primary key costs the planner
  // little at this size.
  it('given a search, the page and the facets look names, SKUs and descriptions up in trigram indexes', async () => {
    const recorder = recording(handle.db);
    const page = await pageOfProducts(recorder.db, { search: 'retatrutdie' }, PAGE);
    expect(page.products.map((product) => product.name)).toEqual(['Retatrutide']);
    await productFacets(recorder.db, { search: 'retatrutdie', categoryIn: ['peptides'] });
    expect(recorder.runs).toHaveLength(5);
    for (const plan of await plans(recorder.runs, ['seqscan', 'indexscan'])) {
      expect(seqScans(plan)).toEqual([]);
      expect(indexes(plan)).toContain('products_search');
      expect(indexes(plan)).toContain('products_description_search');
    }
  });
});
