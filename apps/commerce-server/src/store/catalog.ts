import type { Db } from '../db/database';
import type {
  Product,
  ProductCategory,
  ProductVariation,
  Purchasable,
  StockStatus,
} from '../graphql/models';
import { containsText } from './text-search';

/** The columns products and variations share. */
interface PurchasableRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  image_id: number | null;
  regular_price: number;
  sale_price: number | null;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: StockStatus;
}

interface ProductRow extends PurchasableRow {
  type: 'SIMPLE' | 'VARIABLE';
  short_description: string;
  total_sales: number;
  menu_order: number;
  date: string;
  coas: string;
}

interface VariationRow extends PurchasableRow {
  parent_id: number;
  attributes: string;
}

function toPurchasable(row: PurchasableRow): Purchasable {
  return {
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    description: row.description,
    imageId: row.image_id,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    manageStock: row.manage_stock === 1,
    stockQuantity: row.stock_quantity,
    stockStatus: row.stock_status,
  };
}

function toProduct(row: ProductRow): Product {
  return {
    ...toPurchasable(row),
    type: row.type,
    shortDescription: row.short_description,
    totalSales: row.total_sales,
    menuOrder: row.menu_order,
    date: row.date,
    coas: JSON.parse(row.coas) as Product['coas'],
  };
}

function toVariation(row: VariationRow): ProductVariation {
  return {
    ...toPurchasable(row),
    parentId: row.parent_id,
    attributes: JSON.parse(row.attributes) as ProductVariation['attributes'],
  };
}

/** The price a shopper pays: the sale price when set, else the regular price. */
export function activePrice(item: { regularPrice: number; salePrice: number | null }): number {
  return item.salePrice ?? item.regularPrice;
}

/** Finds a product by database id. */
export function productById(db: Db, id: number): Product | null {
  const row = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  return row ? toProduct(row) : null;
}

/** Finds a product by slug. */
export function productBySlug(db: Db, slug: string): Product | null {
  const row = db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as
    | ProductRow
    | undefined;
  return row ? toProduct(row) : null;
}

/** Finds a product by SKU. */
export function productBySku(db: Db, sku: string): Product | null {
  const row = db.prepare('SELECT * FROM products WHERE sku = ?').get(sku) as ProductRow | undefined;
  return row ? toProduct(row) : null;
}

/** Filters of {@link listProducts}, as the schema's `RootQueryToProductConnectionWhereArgs`. */
export interface ProductFilter {
  category?: string | null;
  categoryIn?: readonly (string | null)[] | null;
  exclude?: readonly (number | null)[] | null;
  include?: readonly (number | null)[] | null;
  search?: string | null;
  slugIn?: readonly (string | null)[] | null;
  stockStatus?: readonly (StockStatus | null)[] | null;
  orderby?: readonly ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
}

/**
 * A variable product's price to sort by: its cheapest variation going up, its dearest going down,
 * as WooCommerce sorts by the low and the high end of the range the card shows.
 */
const variationPrice = (aggregate: 'MIN' | 'MAX') =>
  `CASE WHEN p.type = 'VARIABLE' THEN (SELECT ${aggregate}(COALESCE(v.sale_price, v.regular_price)) FROM variations v WHERE v.parent_id = p.id) ELSE COALESCE(p.sale_price, p.regular_price) END`;

const ORDER_COLUMNS: Record<string, { ASC: string; DESC: string }> = {
  DATE: { ASC: 'p.date', DESC: 'p.date' },
  MENU_ORDER: { ASC: 'p.menu_order', DESC: 'p.menu_order' },
  PRICE: { ASC: variationPrice('MIN'), DESC: variationPrice('MAX') },
  SLUG: { ASC: 'p.slug', DESC: 'p.slug' },
  TOTAL_SALES: { ASC: 'p.total_sales', DESC: 'p.total_sales' },
};

function present<T>(values: readonly (T | null)[] | null | undefined): T[] | null {
  if (!values) return null;
  return values.filter((value): value is T => value != null);
}

/** The slice of the ordered list to read: `limit` rows after the first `offset`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** The WHERE and ORDER BY of a product list, with the WHERE's parameters. */
function productQuery(filter: ProductFilter): { where: string; order: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const categories = present(filter.categoryIn) ?? [];
  if (filter.category) categories.push(filter.category);
  if (categories.length > 0) {
    clauses.push(
      `p.id IN (SELECT l.product_id FROM product_category_links l JOIN product_categories c ON c.id = l.category_id WHERE c.slug IN (${categories.map(() => '?').join(',')}) OR c.name IN (${categories.map(() => '?').join(',')}))`,
    );
    params.push(...categories, ...categories);
  }
  const include = present(filter.include);
  if (include) {
    clauses.push(`p.id IN (${include.map(() => '?').join(',') || 'NULL'})`);
    params.push(...include);
  }
  const exclude = present(filter.exclude);
  if (exclude && exclude.length > 0) {
    clauses.push(`p.id NOT IN (${exclude.map(() => '?').join(',')})`);
    params.push(...exclude);
  }
  const slugs = present(filter.slugIn);
  if (slugs) {
    clauses.push(`p.slug IN (${slugs.map(() => '?').join(',') || 'NULL'})`);
    params.push(...slugs);
  }
  const statuses = present(filter.stockStatus);
  if (statuses && statuses.length > 0) {
    clauses.push(`p.stock_status IN (${statuses.map(() => '?').join(',')})`);
    params.push(...statuses);
  }
  if (filter.search) {
    const search = containsText('products_search', 'p.id', ['p.name', 'p.sku'], filter.search);
    clauses.push(search.sql);
    params.push(...search.params);
  }
  const order = (present(filter.orderby) ?? []).flatMap((entry) => {
    const direction = entry.order === 'ASC' ? 'ASC' : 'DESC';
    const column = ORDER_COLUMNS[entry.field]?.[direction];
    return column ? [`${column} ${direction}`] : [];
  });
  // The id last makes equal prices, sales or dates keep one order, so no product shows on two
  // pages or on none.
  order.push('p.menu_order ASC', 'p.name ASC', 'p.id ASC');
  return {
    where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '',
    order: order.join(', '),
    params,
  };
}

/**
 * Lists products matching the filter, in the requested order (menu order, then name, by default).
 *
 * @param db - the connection
 * @param filter - the schema's where-arguments
 * @param window - the rows to read; every matching product when omitted
 * @returns the matching products in the window
 */
export function listProducts(
  db: Db,
  filter: ProductFilter = {},
  window: RowWindow = { offset: 0, limit: -1 },
): Product[] {
  const { where, order, params } = productQuery(filter);
  const rows = db
    .prepare(`SELECT p.* FROM products p ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, window.limit, window.offset) as ProductRow[];
  return rows.map(toProduct);
}

/**
 * One numbered page of the products matching the filter, with how many match in all.
 *
 * @param db - the connection
 * @param filter - the schema's where-arguments
 * @param window - the page's rows
 * @returns the page's products and the number of matching products
 * @remarks The total comes with the page's rows from one statement (a window count); only a
 * page past the end, which has no row to carry it, costs a second statement that counts.
 */
export function pageOfProducts(
  db: Db,
  filter: ProductFilter,
  window: RowWindow,
): { products: Product[]; total: number } {
  const { where, order, params } = productQuery(filter);
  const rows = db
    .prepare(
      `SELECT p.*, COUNT(*) OVER () AS total FROM products p ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...params, window.limit, window.offset) as (ProductRow & { total: number })[];
  const total =
    rows[0]?.total ??
    (
      db.prepare(`SELECT COUNT(*) AS total FROM products p ${where}`).get(...params) as {
        total: number;
      }
    ).total;
  return { products: rows.map(toProduct), total };
}

/** Finds a variation by database id. */
export function variationById(db: Db, id: number): ProductVariation | null {
  const row = db.prepare('SELECT * FROM variations WHERE id = ?').get(id) as
    | VariationRow
    | undefined;
  return row ? toVariation(row) : null;
}

/**
 * Finds products by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the product ids
 * @returns the products found, by id
 */
export function productsByIds(db: Db, ids: readonly number[]): Map<number, Product> {
  const rows = db
    .prepare('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as ProductRow[];
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * Finds variations by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the variation ids
 * @returns the variations found, by id
 */
export function variationsByIds(db: Db, ids: readonly number[]): Map<number, ProductVariation> {
  const rows = db
    .prepare('SELECT * FROM variations WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as VariationRow[];
  return new Map(rows.map((row) => [row.id, toVariation(row)]));
}

/**
 * The variations of several variable products, in one statement.
 *
 * @param db - the connection
 * @param parentIds - the products' ids
 * @returns each product's variations in menu order; every id given has an entry
 */
export function variationsOfProducts(
  db: Db,
  parentIds: readonly number[],
): Map<number, ProductVariation[]> {
  const rows = db
    .prepare(
      'SELECT * FROM variations WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY menu_order, id',
    )
    .all(JSON.stringify(parentIds)) as VariationRow[];
  const byParent = new Map(parentIds.map((id): [number, ProductVariation[]] => [id, []]));
  for (const row of rows) byParent.get(row.parent_id)?.push(toVariation(row));
  return byParent;
}

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  count: number;
}

const CATEGORY_SELECT = `SELECT c.*, (SELECT COUNT(*) FROM product_category_links l WHERE l.category_id = c.id) AS count FROM product_categories c`;

function toCategory(row: CategoryRow): ProductCategory {
  return {
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageId: row.image_id,
    count: row.count,
  };
}

/** Lists product categories in menu order, optionally filtered. */
export function listCategories(
  db: Db,
  filter: {
    hideEmpty?: boolean | null;
    search?: string | null;
    slug?: readonly (string | null)[] | null;
  } = {},
): ProductCategory[] {
  const rows = db
    .prepare(`${CATEGORY_SELECT} ORDER BY c.menu_order, c.name`)
    .all() as CategoryRow[];
  const slugs = present(filter.slug);
  const search = filter.search?.toLowerCase();
  return rows
    .map(toCategory)
    .filter((c) => !filter.hideEmpty || c.count > 0)
    .filter((c) => !slugs || slugs.includes(c.slug))
    .filter((c) => !search || c.name.toLowerCase().includes(search));
}

/**
 * The categories of several products, in one statement.
 *
 * @param db - the connection
 * @param productIds - the products' ids
 * @returns each product's categories in menu order; every id given has an entry
 */
export function categoriesOfProducts(
  db: Db,
  productIds: readonly number[],
): Map<number, ProductCategory[]> {
  const rows = db
    .prepare(
      `SELECT l.product_id, c.*, (SELECT COUNT(*) FROM product_category_links n WHERE n.category_id = c.id) AS count
       FROM product_category_links l JOIN product_categories c ON c.id = l.category_id
       WHERE l.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.menu_order, c.name`,
    )
    .all(JSON.stringify(productIds)) as (CategoryRow & { product_id: number })[];
  const byProduct = new Map(productIds.map((id): [number, ProductCategory[]] => [id, []]));
  for (const row of rows) byProduct.get(row.product_id)?.push(toCategory(row));
  return byProduct;
}
