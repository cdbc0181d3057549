import { INSURANCE_PRODUCT_NAME } from '@peptide/domain';
import type { Client } from '@urql/core';
import { GetProductsDocument, type ProductCardFragment } from '../generated/graphql';
import { dataOf } from './results';

type Card = ProductCardFragment & { stockQuantity?: number | null; stockStatus?: string | null };

/** The seeded catalogue, to pick test products by their traits rather than by hard-coded ids. */
export async function catalogue(client: Client): Promise<Card[]> {
  const data = dataOf(await client.query(GetProductsDocument, {}).toPromise());
  return (data.products?.nodes ?? []).filter((node): node is Card => node != null);
}

/** A simple, in-stock product (not the insurance) with at least `minStock` units, or unmanaged. */
export async function simpleProduct(client: Client, minStock = 10): Promise<Card> {
  const found = (await catalogue(client)).find(
    (product) =>
      product.type === 'SIMPLE' &&
      product.name?.trim().toLowerCase() !== INSURANCE_PRODUCT_NAME.toLowerCase() &&
      product.stockStatus === 'IN_STOCK' &&
      (product.stockQuantity == null || product.stockQuantity >= minStock),
  );
  if (!found) throw new Error('the seed has no simple in-stock product');
  return found;
}

/** A simple product with between 1 and `max` units in stock. */
export async function lowStockProduct(client: Client, max = 5): Promise<Card> {
  const found = (await catalogue(client)).find(
    (product) =>
      product.type === 'SIMPLE' &&
      product.stockStatus === 'IN_STOCK' &&
      product.stockQuantity != null &&
      product.stockQuantity >= 1 &&
      product.stockQuantity <= max,
  );
  if (!found) throw new Error('the seed has no low-stock product');
  return found;
}
