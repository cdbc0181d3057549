/**
 * A product's pricing fields as its fragment read them; a product type the fragment asks no
 * price of (WooGraphQL's external and grouped products, unless a document spreads on them)
 * reads as none.
 *
 * @param product - a product node of any type
 * @returns its raw `price` and `regularPrice`, or null for each it lacks
 */
export function pricingOf(product: object): { price: string | null; regularPrice: string | null } {
  const fields = product as { price?: string | null; regularPrice?: string | null };
  return { price: fields.price ?? null, regularPrice: fields.regularPrice ?? null };
}

/** A product's stock fields; see {@link stockOf}. */
export interface ProductStock {
  stockStatus: string | null;
  stockQuantity: number | null;
  manageStock: boolean | string | null;
}

/**
 * A product's stock fields as its fragment read them: simple and variable products (and
 * variations) keep stock; WooGraphQL's external and grouped products have none, and read as
 * such.
 *
 * @param product - a product or variation node of any type
 * @returns its stock status, quantity and whether it manages stock, null for each it lacks
 */
export function stockOf(product: object): ProductStock {
  const fields = product as Partial<Record<keyof ProductStock, unknown>>;
  return {
    stockStatus: typeof fields.stockStatus === 'string' ? fields.stockStatus : null,
    stockQuantity: typeof fields.stockQuantity === 'number' ? fields.stockQuantity : null,
    manageStock:
      typeof fields.manageStock === 'boolean' || typeof fields.manageStock === 'string'
        ? fields.manageStock
        : null,
  };
}
