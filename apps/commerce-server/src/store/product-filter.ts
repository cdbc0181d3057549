import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Tables } from '../db/schema';
import type { CatalogVisibility, StockStatus } from '../model/models';
import { productSearch } from './product-search';

/** Filters of a product list, as the schema's `RootQueryToProductConnectionWhereArgs`. */
export interface ProductFilter {
  category?: string | null;
  categoryIn?: readonly (string | null)[] | null;
  categoryNotIn?: readonly (string | null)[] | null;
  categoryId?: number | null;
  categoryIdIn?: readonly (number | null)[] | null;
  categoryIdNotIn?: readonly (number | null)[] | null;
  exclude?: readonly (number | null)[] | null;
  include?: readonly (number | null)[] | null;
  featured?: boolean | null;
  rating?: readonly (number | null)[] | null;
  search?: string | null;
  slugIn?: readonly (string | null)[] | null;
  status?: string | null;
  stockStatus?: readonly (StockStatus | null)[] | null;
  type?: string | null;
  typeIn?: readonly (string | null)[] | null;
  typeNotIn?: readonly (string | null)[] | null;
  visibility?: CatalogVisibility | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  onSale?: boolean | null;
  orderby?: readonly ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
}

/**
 * The where-arguments of a product list this shop answers: those of {@link ProductFilter}, and
 * `supportedTypesOnly`, which changes nothing here (every product is of a supported type). The
 * others name data the shop does not have (tags, brands, shipping classes, dates, SKU patterns)
 * and are refused rather than ignored.
 */
export const PRODUCT_FILTER_ARGUMENTS: ReadonlySet<string> = new Set([
  'category',
  'categoryIn',
  'categoryNotIn',
  'categoryId',
  'categoryIdIn',
  'categoryIdNotIn',
  'exclude',
  'include',
  'featured',
  'rating',
  'search',
  'slugIn',
  'status',
  'stockStatus',
  'supportedTypesOnly',
  'type',
  'typeIn',
  'typeNotIn',
  'visibility',
  'minPrice',
  'maxPrice',
  'onSale',
  'orderby',
]);

/**
 * The catalog visibilities a `visibility` filter keeps, as WooGraphQL reads it: shown in the
 * catalogue (CATALOG) or in search (SEARCH) includes those shown in both (VISIBLE).
 */
const SHOWN_AS: Record<CatalogVisibility, CatalogVisibility[]> = {
  VISIBLE: ['VISIBLE'],
  CATALOG: ['VISIBLE', 'CATALOG'],
  SEARCH: ['VISIBLE', 'SEARCH'],
  HIDDEN: ['HIDDEN'],
};

/** The statuses that mean every product here: the shop lists published products only. */
const PUBLISHED = new Set(['publish', 'any']);

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

/** The query builder's view of the product list (aliased `p`), for conditions with subqueries. */
type ProductsEb = ExpressionBuilder<Tables & { p: Tables['products'] }, 'p'>;

/** A condition on the product list. */
type Condition = (eb: ProductsEb) => Expression<SqlBool>;

/**
 * The products in any of the categories named (by slug or name) or numbered. Subqueries come
 * from the condition's own builder, so that they are part of the list's one statement.
 */
const inCategories =
  (names: string[], ids: number[]): Condition =>
  (eb) =>
    eb(
      'p.id',
      'in',
      // The categories first, then their links through the links' category index.
      eb
        .selectFrom('product_category_links as l')
        .select('l.product_id')
        .where('l.category_id', 'in', (inner) =>
          inner
            .selectFrom('product_categories as c')
            .select('c.id')
            .where((named) =>
              named.or([
                ...(names.length > 0
                  ? [named('c.slug', 'in', names), named('c.name', 'in', names)]
                  : []),
                ...(ids.length > 0 ? [named('c.id', 'in', ids)] : []),
              ]),
            ),
        ),
    );

/**
 * The products whose approved reviews average, rounded to whole stars, one of the ratings:
 * WooCommerce's `rated-N` terms. A product without reviews has no rating.
 */
const rated =
  (ratings: number[]): Condition =>
  (eb) =>
    eb(
      'p.id',
      'in',
      eb
        .selectFrom('product_reviews as r')
        .select('r.product_id')
        .where('r.status', '=', 'APPROVE')
        .groupBy('r.product_id')
        .having(
          ratings.length > 0
            ? sql<SqlBool>`ROUND(AVG(r.rating)) IN (${sql.join(ratings)})`
            : sql<SqlBool>`1 = 0`,
        ),
    );

/** SQL's `column IN (…)` of a list, or false for an empty list (SQL has no empty `IN ()`). */
const inList =
  (column: string, values: readonly (string | number)[]): Condition =>
  () =>
    values.length > 0
      ? sql<SqlBool>`${sql.ref(column)} IN (${sql.join(values)})`
      : sql<SqlBool>`1 = 0`;

/** The opposite of a condition. */
const not =
  (condition: Condition): Condition =>
  (eb) =>
    eb.not(condition(eb));

/** A condition written in SQL. */
const always =
  (expression: Expression<SqlBool>): Condition =>
  () =>
    expression;

/** The values of a singular argument and of its list form together; null when both are absent. */
function oneOrMore<T>(one: T | null | undefined, more: readonly (T | null)[] | null | undefined) {
  const values = present(more);
  if (one == null) return values;
  return [...(values ?? []), one];
}

/** The conditions of the category filters: in any of these categories, in none of those. */
function categoryConditions(filter: ProductFilter): Condition[] {
  const conditions: Condition[] = [];
  const names = oneOrMore(filter.category || null, filter.categoryIn) ?? [];
  const ids = oneOrMore(filter.categoryId, filter.categoryIdIn) ?? [];
  if (names.length > 0 || ids.length > 0) conditions.push(inCategories(names, ids));
  const namesOut = present(filter.categoryNotIn) ?? [];
  const idsOut = present(filter.categoryIdNotIn) ?? [];
  if (namesOut.length > 0 || idsOut.length > 0)
    conditions.push(not(inCategories(namesOut, idsOut)));
  return conditions;
}

/** The conditions of the filters on what a product is: its status, visibility, type, flags. */
function kindConditions(filter: ProductFilter): Condition[] {
  const conditions: Condition[] = [];
  if (filter.status != null && !PUBLISHED.has(filter.status.toLowerCase()))
    conditions.push(inList('p.id', []));
  if (filter.visibility)
    conditions.push(inList('p.catalog_visibility', SHOWN_AS[filter.visibility]));
  if (filter.featured != null) conditions.push(inList('p.featured', [filter.featured ? 1 : 0]));
  const types = oneOrMore(filter.type, filter.typeIn);
  if (types) conditions.push(inList('p.type', types));
  const typesOut = present(filter.typeNotIn) ?? [];
  if (typesOut.length > 0) conditions.push(not(inList('p.type', typesOut)));
  const ratings = present(filter.rating);
  if (ratings) conditions.push(rated(ratings));
  return conditions;
}

/** The conditions of the filters a shopper sets: ids, slugs, stock, price, sale, search words. */
function listConditions(db: Db, filter: ProductFilter): Condition[] {
  const conditions: Condition[] = [];
  const include = present(filter.include);
  if (include) conditions.push(inList('p.id', include));
  const exclude = present(filter.exclude) ?? [];
  if (exclude.length > 0) conditions.push(not(inList('p.id', exclude)));
  const slugs = present(filter.slugIn);
  if (slugs) conditions.push(inList('p.slug', slugs));
  const statuses = present(filter.stockStatus) ?? [];
  if (statuses.length > 0) conditions.push(inList('p.stock_status', statuses));
  if (filter.minPrice != null)
    conditions.push(always(sql<SqlBool>`${variationPrice('MAX')} >= ${filter.minPrice}`));
  if (filter.maxPrice != null)
    conditions.push(always(sql<SqlBool>`${variationPrice('MIN')} <= ${filter.maxPrice}`));
  if (filter.onSale) conditions.push(always(onSaleCondition));
  if (filter.search) conditions.push(always(productSearch(db, filter.search).matches));
  return conditions;
}

/**
 * The products matching the filter, no columns chosen yet (aliased `p`).
 *
 * @param db - the connection
 * @param filter - the where-arguments
 * @returns the query, filtered in SQL
 * @remarks A price filter keeps the products whose price range meets it, as WooCommerce's price
 * filter does: a variable product from 85 to 280 matches 100–150. A singular argument and its
 * list (`category` and `categoryIn`, `type` and `typeIn`) combine into one list.
 */
export function filteredProducts(db: Db, filter: ProductFilter) {
  const conditions = [
    ...categoryConditions(filter),
    ...kindConditions(filter),
    ...listConditions(db, filter),
  ];
  return conditions.reduce(
    (query, condition) => query.where((eb) => condition(eb)),
    db.selectFrom('products as p'),
  );
}
