import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import type { StockStatus } from '../model/models';
import { productSearch } from './product-search';

/** Filters of a product list, as the schema's `RootQueryToProductConnectionWhereArgs`. */
export interface ProductFilter {
  category?: string | null;
  categoryIn?: readonly (string | null)[] | null;
  exclude?: readonly (number | null)[] | null;
  include?: readonly (number | null)[] | null;
  search?: string | null;
  slugIn?: readonly (string | null)[] | null;
  stockStatus?: readonly (StockStatus | null)[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  onSale?: boolean | null;
  orderby?: readonly ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
}

/**
 * A product's price at the low (`MIN`) or high (`MAX`) end: a variable product's cheapest or
 * dearest variation, a simple product's own price; the sale price counts where set. Sorting by
 * price goes up by the low end and down by the high end, as WooCommerce does with the range the
 * card shows.
 */
export const variationPrice = (aggregate: 'MIN' | 'MAX') =>
  sql<number>`CASE WHEN p.type = 'VARIABLE' THEN (SELECT ${sql.raw(aggregate)}(COALESCE(v.sale_price, v.regular_price)) FROM variations v WHERE v.parent_id = p.id) ELSE COALESCE(p.sale_price, p.regular_price) END`;

/** Whether a product is on sale: a simple one with a sale price, a variable one with a variation on sale. */
export const onSaleCondition = sql<SqlBool>`CASE WHEN p.type = 'VARIABLE' THEN EXISTS (SELECT 1 FROM variations v WHERE v.parent_id = p.id AND v.sale_price IS NOT NULL) ELSE p.sale_price IS NOT NULL END`;

/** The values given, nulls left out; null when the list itself is absent. */
export function present<T>(values: readonly (T | null)[] | null | undefined): T[] | null {
  if (!values) return null;
  return values.filter((value): value is T => value != null);
}

/**
 * The products matching the filter, no columns chosen yet (aliased `p`).
 *
 * @param db - the connection
 * @param filter - the where-arguments
 * @returns the query, filtered in SQL
 * @remarks A price filter keeps the products whose price range meets it, as WooCommerce's price
 * filter does: a variable product from 85 to 280 matches 100–150.
 */
export function filteredProducts(db: Db, filter: ProductFilter) {
  let query = db.selectFrom('products as p');
  const categories = present(filter.categoryIn) ?? [];
  if (filter.category) categories.push(filter.category);
  if (categories.length > 0) {
    // The categories first, then their links through the links' category index.
    query = query.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('product_category_links as l')
        .select('l.product_id')
        .where('l.category_id', 'in', (inner) =>
          inner
            .selectFrom('product_categories as c')
            .select('c.id')
            .where((named) =>
              named.or([named('c.slug', 'in', categories), named('c.name', 'in', categories)]),
            ),
        ),
    );
  }
  const include = present(filter.include);
  if (include)
    query = query.where(
      include.length > 0
        ? sql<SqlBool>`${sql.ref('p.id')} IN (${sql.join(include)})`
        : sql<SqlBool>`1 = 0`,
    );
  const exclude = present(filter.exclude);
  if (exclude && exclude.length > 0) query = query.where('p.id', 'not in', exclude);
  const slugs = present(filter.slugIn);
  if (slugs)
    query = query.where(
      slugs.length > 0
        ? sql<SqlBool>`${sql.ref('p.slug')} IN (${sql.join(slugs)})`
        : sql<SqlBool>`1 = 0`,
    );
  const statuses = present(filter.stockStatus);
  if (statuses && statuses.length > 0) query = query.where('p.stock_status', 'in', statuses);
  if (filter.minPrice != null)
    query = query.where(sql<SqlBool>`${variationPrice('MAX')} >= ${filter.minPrice}`);
  if (filter.maxPrice != null)
    query = query.where(sql<SqlBool>`${variationPrice('MIN')} <= ${filter.maxPrice}`);
  if (filter.onSale) query = query.where(onSaleCondition);
  if (filter.search) {
    query = query.where(productSearch(db, filter.search).matches);
  }
  return query;
}
