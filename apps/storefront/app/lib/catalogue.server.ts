import { type CatalogSort, LIMITS, withoutShippingInsurance } from '@peptide/domain';
import {
  BestSellingProductsDocument,
  GetProductCategoriesDocument,
  GetProductPageDocument,
  type ProductCardFragment,
} from '@peptide/sdk';
import type { ProductCardProduct } from '@peptide/ui';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import type { CategoryNode } from './categoryMappers';
import { type CommerceClient, query } from './commerce.server';
import { toProductCard } from './productCards';
import { CacheLong, CacheShort } from './swrCache.server';

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
  const { productCategories } = await query(
    client,
    GetProductCategoriesDocument,
    { first: 100 },
    CacheLong(),
  );
  return present(productCategories?.edges?.map((edge) => edge?.node));
}

/** One numbered page of the catalogue or a category. */
export interface ProductPage {
  cards: ProductCardProduct[];
  /** Products in every page together. */
  total: number;
}

/**
 * One page of the catalogue, or of one category, in an order; the backend sorts and pages.
 *
 * @param client - the request's client
 * @param position - the order, the page number from 1 and the category slug (none for all)
 * @returns the page's cards and the number of products in all pages
 */
export async function loadProductPage(
  client: CommerceClient,
  position: { sort: CatalogSort; page: number; category?: string },
): Promise<ProductPage> {
  const size = LIMITS.catalogPageSize;
  const { products } = await query(client, GetProductPageDocument, {
    offset: (position.page - 1) * size,
    size,
    category: position.category,
    orderby: [...position.sort.fields],
  });
  return {
    cards: present<ProductCardFragment>(products?.nodes).map(toProductCard),
    total: products?.pageInfo?.offsetPagination?.total ?? 0,
  };
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
  const { products } = await query(
    client,
    BestSellingProductsDocument,
    {
      first: LIMITS.bestSellersPageSize,
    },
    CacheShort(),
  );
  return withoutShippingInsurance(
    present<ProductCardFragment>(products?.nodes),
    INSURANCE_PRODUCT_ID,
  )
    .slice(0, limit)
    .map(toProductCard);
}
