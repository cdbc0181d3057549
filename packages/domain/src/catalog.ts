import { INSURANCE_PRODUCT_NAME, LIMITS } from './constants';

/** What a product card offers. */
export type ProductCardAction = 'add-to-cart' | 'select-options' | 'out-of-stock';

/** A lab certificate link of a product page. */
export interface CoaLink {
  name: string;
  url: string;
}

/** The product page's certificate fields. */
export interface ProductPageFields {
  coaName?: string | null;
  coaFile?: string | null;
  coaName2?: string | null;
  coaFile2?: string | null;
  coaName3?: string | null;
  coaFile3?: string | null;
}

/**
 * The slug of a category the backend gave no slug for: its name lower-cased with dashes.
 *
 * @param name - the category name, such as `BAC Water`
 * @returns the slug, such as `bac-water`
 */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The category page's sidebar list: every category but 'All Products', in reverse order.
 *
 * @param categories - the categories as the backend lists them
 * @returns a new list; the page adds its own All Products link to /shop
 */
export function sidebarCategories<T extends { name: string }>(categories: readonly T[]): T[] {
  return categories.filter((category) => category.name !== 'All Products').reverse();
}

/**
 * The categories a shopper is offered (menus, sidebars, filters, the sitemap): those holding
 * products. An empty one, WooCommerce's default "Uncategorized" among them, leads nowhere; a
 * backend that counts none answers its count null (WPGraphQL does for an empty term).
 *
 * @param categories - the categories with their product counts
 * @returns a new list of those whose count is above 0, in the same order
 */
export function listedCategories<T extends { count?: number | null }>(
  categories: readonly T[],
): T[] {
  return categories.filter((category) => (category.count ?? 0) > 0);
}

/**
 * Whether a product is the shipping insurance, by id or by name.
 *
 * @param product - its database id and name
 * @param insuranceProductId - the database id of the insurance product in the caller's backend
 * @returns true for that product or the one named Premium shipping insurance
 */
export function isShippingInsurance(
  product: {
    databaseId?: number | null;
    productId?: number | null;
    name?: string | null;
  },
  insuranceProductId: number,
): boolean {
  return (
    product.databaseId === insuranceProductId ||
    product.productId === insuranceProductId ||
    product.name?.trim().toLowerCase() === INSURANCE_PRODUCT_NAME.toLowerCase()
  );
}

/**
 * The cart's insurance line, which the checkout's insurance toggle removes.
 *
 * @param lines - the cart lines
 * @param insuranceProductId - the database id of the insurance product in the caller's backend
 * @returns the insurance product's line, or undefined when insurance is not in the cart
 */
export function findInsuranceLine<T extends { productId: number | string }>(
  lines: readonly T[],
  insuranceProductId: number,
): T | undefined {
  return lines.find((line) => Number(line.productId) === insuranceProductId);
}

/**
 * What a product card's button does.
 *
 * @param product - its type name and stock status
 * @returns `out-of-stock`, `select-options` for variable products, else `add-to-cart`
 */
export function productCardAction(product: {
  type?: string | null;
  stockStatus?: string | null;
}): ProductCardAction {
  if (product.stockStatus === 'OUT_OF_STOCK') return 'out-of-stock';
  const type = (product.type ?? '').toUpperCase();
  return type === 'VARIABLE' || type === 'VARIABLEPRODUCT' ? 'select-options' : 'add-to-cart';
}

/**
 * The product page's certificate links, at most three.
 *
 * @param fields - the coaName/coaFile pairs
 * @returns the pairs that have a file, named by their name or else `COA`
 */
export function coaLinks(fields: ProductPageFields | null | undefined): CoaLink[] {
  if (!fields) return [];
  const pairs = [
    [fields.coaName, fields.coaFile],
    [fields.coaName2, fields.coaFile2],
    [fields.coaName3, fields.coaFile3],
  ] as const;
  return pairs
    .filter(([, url]) => Boolean(url?.trim()))
    .map(([name, url]) => ({ name: name?.trim() || 'COA', url: (url ?? '').trim() }))
    .slice(0, LIMITS.maxCoaLinks);
}
