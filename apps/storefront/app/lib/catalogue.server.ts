import { LIMITS, withoutShippingInsurance } from '@peptide/domain';
import {
  BestSellingProductsDocument,
  GetProductCategoriesDocument,
  GetProductsDocument,
  type ProductCardFragment,
} from '@peptide/sdk';
import type { ProductCardProduct } from '@peptide/ui';
import { type CommerceClient, query } from './commerce.server';
import { type CategoryNode, toProductCard } from './mappers';

/** How many best sellers the home page shows: four rows of three on desktop, six of two on phones. */
export const HOME_BEST_SELLERS = 12;

/** The home page's Best Sellers tile leads to this category page, listed by total sales. */
export const BEST_SELLERS_CATEGORY = { slug: 'best-sellers', name: 'Best Sellers' } as const;

/** The category list as the backend orders it. */
export type Category = NonNullable<CategoryNode>;

function present<T>(nodes: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (nodes ?? []).flatMap((node) => (node ? [node] : []));
}

/**
 * Every product category.
 *
 * @param client - the request's client
 * @returns the categories in the backend's order
 */
export async function loadCategories(client: CommerceClient): Promise<Category[]> {
  const { productCategories } = await query(client, GetProductCategoriesDocument, { first: 100 });
  return present(productCategories?.edges?.map((edge) => edge?.node));
}

/**
 * The catalogue, or one category of it, as product cards.
 *
 * @param client - the request's client
 * @param category - a category slug; omitted for every product
 * @returns up to 100 cards
 */
export async function loadProductCards(
  client: CommerceClient,
  category?: string,
): Promise<ProductCardProduct[]> {
  const { products } = await query(client, GetProductsDocument, {
    first: LIMITS.catalogPageSize,
    category,
  });
  return present<ProductCardFragment>(products?.nodes).map(toProductCard);
}

/**
 * The best sellers: by total sales, without the shipping insurance.
 *
 * @param client - the request's client
 * @param limit - how many to answer at most (the query asks for 30)
 * @returns the cards
 */
export async function loadBestSellers(
  client: CommerceClient,
  limit: number = LIMITS.bestSellersPageSize,
): Promise<ProductCardProduct[]> {
  const { products } = await query(client, BestSellingProductsDocument, {
    first: LIMITS.bestSellersPageSize,
  });
  return withoutShippingInsurance(present<ProductCardFragment>(products?.nodes))
    .slice(0, limit)
    .map(toProductCard);
}
