import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inWindow, type RowWindow } from '../db/engine';
import type {
  CatalogVisibility,
  Product,
  ProductVariation,
  Purchasable,
  StockStatus,
} from '../model/models';
import { filteredProducts, type ProductFilter } from './product-filter';
import { productOrder } from './product-order';

export type { RowWindow } from '../db/engine';
export type { ProductFilter } from './product-filter';

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
  featured: number;
  catalog_visibility: CatalogVisibility;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
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
    featured: row.featured === 1,
    catalogVisibility: row.catalog_visibility,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
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
export async function productById(db: Db, id: number): Promise<Product | null> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Finds a product by slug. */
export async function productBySlug(db: Db, slug: string): Promise<Product | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Finds a product by SKU. */
export async function productBySku(db: Db, sku: string): Promise<Product | null> {
  const row = await db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/**
 * Lists products matching the filter, in the requested order (menu order, then name, by default).
 *
 * @param db - the connection
 * @param filter - the schema's where-arguments
 * @param window - the rows to read; every matching product when omitted
 * @returns the matching products in the window
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter = {},
  window: RowWindow = { offset: 0, limit: -1 },
): Promise<Product[]> {
  const rows = await inWindow(
    filteredProducts(db, filter).selectAll('p').orderBy(productOrder(db, filter)),
    window,
  ).execute();
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
export async function pageOfProducts(
  db: Db,
  filter: ProductFilter,
  window: RowWindow,
): Promise<{ products: Product[]; total: number }> {
  const rows = await inWindow(
    filteredProducts(db, filter)
      .selectAll('p')
      .select(sql<number | string>`COUNT(*) OVER ()`.as('total'))
      .orderBy(productOrder(db, filter)),
    window,
  ).execute();
  const total =
    rows[0]?.total ??
    (
      await filteredProducts(db, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()
    ).total;
  return { products: rows.map(toProduct), total: Number(total) };
}

/** Finds a variation by database id. */
export async function variationById(db: Db, id: number): Promise<ProductVariation | null> {
  const row = await db.selectFrom('variations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVariation(row) : null;
}

/**
 * Finds products by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the product ids
 * @returns the products found, by id
 */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * Finds variations by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the variation ids
 * @returns the variations found, by id
 */
export async function variationsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductVariation>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('variations').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toVariation(row)]));
}

/**
 * The variations of several variable products, in one statement.
 *
 * @param db - the connection
 * @param parentIds - the products' ids
 * @returns each product's variations in menu order; every id given has an entry
 */
export async function variationsOfProducts(
  db: Db,
  parentIds: readonly number[],
): Promise<Map<number, ProductVariation[]>> {
  const rows =
    parentIds.length === 0
      ? []
      : await db
          .selectFrom('variations')
          .selectAll()
          .where('parent_id', 'in', parentIds)
          .orderBy('menu_order')
          .orderBy('id')
          .execute();
  const byParent = new Map(parentIds.map((id): [number, ProductVariation[]] => [id, []]));
  for (const row of rows) byParent.get(row.parent_id)?.push(toVariation(row));
  return byParent;
}
