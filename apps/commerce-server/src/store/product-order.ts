import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type ProductFilter, present, variationPrice } from './product-filter';
import { productSearch } from './product-search';

/** A product's approved reviews in one figure: their count, or their average rating (0 without). */
const reviewFigure = (figure: 'COUNT(*)' | 'AVG(r.rating)') =>
  sql`COALESCE((SELECT ${sql.raw(figure)} FROM product_reviews r WHERE r.product_id = p.id AND r.status = 'APPROVE'), 0)`;

/** What each ordering the shop answers sorts by; PRICE sorts by a price range's near end. */
const ORDERINGS = {
  DATE: sql.ref('p.date'),
  MENU_ORDER: sql.ref('p.menu_order'),
  NAME: sql.ref('p.name'),
  SLUG: sql.ref('p.slug'),
  // WooCommerce's popularity is its total sales; TOTAL_SALES is the older name of it.
  POPULARITY: sql.ref('p.total_sales'),
  TOTAL_SALES: sql.ref('p.total_sales'),
  RATING: reviewFigure('AVG(r.rating)'),
  REVIEW_COUNT: reviewFigure('COUNT(*)'),
  PRICE: null,
} as const;

/**
 * The `ProductsOrderByEnum` values the shop sorts by. The others (IN, NAME_IN, MODIFIED, PARENT
 * and the deprecated sale dates and prices) are refused rather than ignored.
 */
export const PRODUCT_ORDERINGS: readonly string[] = Object.keys(ORDERINGS);

/**
 * The ORDER BY of a product list: the orderings asked for, or a search's relevance when none is
 * (as WooCommerce orders search results), then menu order and name.
 *
 * @param db - the connection
 * @param filter - the list's where-arguments, of which `orderby` and `search` count here
 * @returns the ORDER BY's terms; an ordering the shop does not answer is left out
 */
export function productOrder(db: Db, filter: ProductFilter) {
  const asked = present(filter.orderby) ?? [];
  const order = asked.flatMap((entry) => {
    const direction = entry.order === 'ASC' ? 'ASC' : 'DESC';
    if (entry.field === 'PRICE')
      return [sql`${variationPrice(direction === 'ASC' ? 'MIN' : 'MAX')} ${sql.raw(direction)}`];
    const by = ORDERINGS[entry.field as keyof typeof ORDERINGS];
    return by ? [sql`${by} ${sql.raw(direction)}`] : [];
  });
  if (asked.length === 0 && filter.search)
    order.push(sql`${productSearch(db, filter.search).rank}`);
  // The id last makes equal prices, sales or dates keep one order, so no product shows on two
  // pages or on none.
  order.push(sql`p.menu_order ASC`, sql`p.name ASC`, sql`p.id ASC`);
  return sql.join(order);
}
