import { sql } from 'kysely';
import type { Db } from '../db/database';
import {
  filteredProducts,
  onSaleCondition,
  type ProductFilter,
  present,
  variationPrice,
} from './product-filter';

/** The filter panel's counts, as the schema's `ProductFacets`. */
export interface ProductFacets {
  categories: { slug: string; name: string; count: number }[];
  inStockCount: number;
  onSaleCount: number;
  minPrice: number | null;
  maxPrice: number | null;
}

/** Whether the filter shows only products in stock, the in-stock-only choice. */
function inStockOnly(filter: ProductFilter): boolean {
  const statuses = present(filter.stockStatus) ?? [];
  return statuses.length > 0 && statuses.every((status) => status === 'IN_STOCK');
}

/**
 * Counts what each filter choice would leave of a product list, in SQL: four statements (one per
 * facet: categories grouped, the stock toggle, the sale toggle, the price range), whatever the
 * size of the catalogue.
 *
 * @param db - the connection
 * @param filter - the list's where-arguments (order and paging do not matter)
 * @returns each category's products under the other filters, the counts with in-stock-only and
 *   on-sale toggled from their state in `filter`, and the price range under the other filters
 * @remarks Categories combine with OR, so a category's count is its own products under the other
 * filters: the number the listing shows once it is the only category chosen.
 */
export async function productFacets(db: Db, filter: ProductFilter): Promise<ProductFacets> {
  const withoutCategories = {
    ...filter,
    category: null,
    categoryIn: null,
    categoryId: null,
    categoryIdIn: null,
  };
  const withoutStock = { ...filter, stockStatus: null };
  const withoutSale = { ...filter, onSale: null };
  const withoutPrice = { ...filter, minPrice: null, maxPrice: null };
  const [categories, stock, sale, prices] = await Promise.all([
    db
      .selectFrom('product_categories as c')
      .leftJoin('product_category_links as l', (join) =>
        join
          .onRef('l.category_id', '=', 'c.id')
          .on('l.product_id', 'in', filteredProducts(db, withoutCategories).select('p.id')),
      )
      .select([
        'c.slug',
        'c.name',
        (eb) => eb.fn.count<number | string>('l.product_id').as('count'),
      ])
      .groupBy(['c.id', 'c.slug', 'c.name'])
      .orderBy('c.name')
      .execute(),
    filteredProducts(db, withoutStock)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('total'),
        sql<
          number | string | null
        >`SUM(CASE WHEN p.stock_status = 'IN_STOCK' THEN 1 ELSE 0 END)`.as('matching'),
      ])
      .executeTakeFirstOrThrow(),
    filteredProducts(db, withoutSale)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('total'),
        sql<number | string | null>`SUM(CASE WHEN ${onSaleCondition} THEN 1 ELSE 0 END)`.as(
          'matching',
        ),
      ])
      .executeTakeFirstOrThrow(),
    filteredProducts(db, withoutPrice)
      .select([
        sql<number | string | null>`MIN(${variationPrice('MIN')})`.as('low'),
        sql<number | string | null>`MAX(${variationPrice('MAX')})`.as('high'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const number = (value: number | string | null) => (value == null ? null : Number(value));
  return {
    categories: categories.map((row) => ({
      slug: row.slug,
      name: row.name,
      count: Number(row.count),
    })),
    inStockCount: Number(inStockOnly(filter) ? stock.total : (stock.matching ?? 0)),
    onSaleCount: Number(filter.onSale ? sale.total : (sale.matching ?? 0)),
    minPrice: number(prices.low),
    maxPrice: number(prices.high),
  };
}
