import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server';
import { Shopper } from '../../testing/shopper';
import { freshDatabase } from '../../testing/test-database';

const PAGE = `query ($where: RootQueryToProductConnectionWhereArgs) {
  products(where: $where) { nodes { slug } pageInfo { offsetPagination { total } } }
}`;

const FACETS = `query ($where: RootQueryToProductConnectionWhereArgs) {
  productFacets(where: $where) {
    categories { slug name count } inStockCount onSaleCount minPrice maxPrice
  }
}`;

interface Filter {
  categories?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
}

/**
 * The products matching the filters, counted by the test's own SQL: each product's price range
 * and sale state from its own prices or its variations', then the conditions as plain SQL.
 */
function expectedCount(filter: Filter) {
  const conditions = [sql`1 = 1`];
  if (filter.categories) {
    conditions.push(
      sql`r.id IN (SELECT l.product_id FROM product_category_links l JOIN product_categories c ON c.id = l.category_id WHERE c.slug IN (${sql.join(filter.categories)}))`,
    );
  }
  if (filter.minPrice != null) conditions.push(sql`r.high >= ${filter.minPrice}`);
  if (filter.maxPrice != null) conditions.push(sql`r.low <= ${filter.maxPrice}`);
  if (filter.inStock) conditions.push(sql`r.stock_status = 'IN_STOCK'`);
  if (filter.onSale) conditions.push(sql`r.sales > 0`);
  return sql<{ n: number | string }>`
    WITH prices AS (
      SELECT id AS product_id, COALESCE(sale_price, regular_price) AS price,
        CASE WHEN sale_price IS NULL THEN 0 ELSE 1 END AS sale
      FROM products WHERE type = 'SIMPLE'
      UNION ALL
      SELECT parent_id, COALESCE(sale_price, regular_price),
        CASE WHEN sale_price IS NULL THEN 0 ELSE 1 END
      FROM variations
    ), ranges AS (
      SELECT p.id, p.stock_status, MIN(x.price) AS low, MAX(x.price) AS high, SUM(x.sale) AS sales
      FROM products p JOIN prices x ON x.product_id = p.id
      GROUP BY p.id, p.stock_status
    )
    SELECT COUNT(*) AS n FROM ranges r WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The filter as the schema's where-arguments, on a numbered page of 100. */
function whereOf(filter: Filter) {
  return {
    categoryIn: filter.categories,
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    stockStatus: filter.inStock ? ['IN_STOCK'] : undefined,
    onSale: filter.onSale,
    offsetPagination: { offset: 0, size: 100 },
  };
}

describe('filtering the catalogue, over HTTP', () => {
  // The SQL is meant for both engines: the PostgreSQL project runs this file on a copy of its
  // seeded template.
  const shop = {} as { server: RunningServer; shopper: Shopper };
  beforeAll(async () => {
    shop.server = await startServer({ port: 0, ...(await freshDatabase()) });
    shop.shopper = new Shopper(shop.server);
  });
  afterAll(() => shop.server.close());

  async function count(filter: Filter): Promise<number> {
    const { rows } = await expectedCount(filter).execute(shop.server.db);
    return Number(rows[0]?.n);
  }

  async function listed(filter: Filter) {
    const { products } = await shop.shopper.ok(PAGE, { where: whereOf(filter) });
    return {
      total: products.pageInfo.offsetPagination.total as number,
      nodes: products.nodes as { slug: string }[],
    };
  }

  const FILTERS: [string, Filter][] = [
    ['two categories', { categories: ['peptides', 'bac-water'] }],
    ['a lowest price', { minPrice: 100 }],
    ['a highest price', { maxPrice: 40 }],
    ['a price range a variable product straddles', { minPrice: 100, maxPrice: 130 }],
    ['in stock only', { inStock: true }],
    ['on sale', { onSale: true }],
    ['a category with in stock only', { categories: ['peptides'], inStock: true }],
    [
      'every filter at once',
      { categories: ['peptides', 'powders'], minPrice: 40, maxPrice: 200, inStock: true },
    ],
  ];

  for (const [name, filter] of FILTERS) {
    it(`given ${name}, the list holds exactly the products the database's own count gives`, async () => {
      const expected = await count(filter);
      expect(expected).toBeGreaterThan(0);
      const { total, nodes } = await listed(filter);
      expect(total).toBe(expected);
      expect(nodes).toHaveLength(expected);
      expect(expected).toBeLessThan(await count({}));
    });
  }

  it('given filters, each facet counts what its choice would leave under the other filters', async () => {
    const filter: Filter = { categories: ['peptides'], maxPrice: 100 };
    const { productFacets } = await shop.shopper.ok(FACETS, { where: whereOf(filter) });
    const others = { maxPrice: 100 };
    expect(
      productFacets.categories.find((category: { slug: string }) => category.slug === 'powders')
        .count,
    ).toBe(await count({ ...others, categories: ['powders'] }));
    expect(
      productFacets.categories.find((category: { slug: string }) => category.slug === 'peptides')
        .count,
    ).toBe(await count(filter));
    expect(productFacets.inStockCount).toBe(await count({ ...filter, inStock: true }));
    expect(productFacets.onSaleCount).toBe(await count({ ...filter, onSale: true }));
    expect(productFacets.minPrice).toBeGreaterThan(0);
    expect(productFacets.maxPrice).toBeGreaterThan(100);
  });

  it('given in stock only chosen, its facet counts the list without it', async () => {
    const filter: Filter = { inStock: true, onSale: true };
    const { productFacets } = await shop.shopper.ok(FACETS, { where: whereOf(filter) });
    expect(productFacets.inStockCount).toBe(await count({ onSale: true }));
    expect(productFacets.onSaleCount).toBe(await count({ inStock: true }));
  });

  it('given filters that leave nothing, the list is empty and the price range null', async () => {
    const filter: Filter = { minPrice: 99_999 };
    expect(await listed(filter)).toEqual({ total: 0, nodes: [] });
    const { productFacets } = await shop.shopper.ok(FACETS, { where: whereOf(filter) });
    expect(productFacets).toMatchObject({ inStockCount: 0, onSaleCount: 0 });
    expect(
      productFacets.categories.every((category: { count: number }) => category.count === 0),
    ).toBe(true);
  });
});
