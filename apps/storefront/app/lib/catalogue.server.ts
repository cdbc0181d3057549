import { type CatalogFilters, type CatalogSort, LIMITS } from '@peptide/domain';
import {
  type BackendCapabilities,
  BestSellingProductsDocument,
  GetCategoriesOfProductsDocument,
  GetProductCategoriesDocument,
  GetProductCursorDocument,
  GetProductCursorPageDocument,
  type GetProductCursorQuery,
  GetProductFacetsDocument,
  type GetProductFacetsQuery,
  GetProductPageDocument,
  type ProductCardFragment,
} from '@peptide/sdk';
import type { ProductCardProduct } from '@peptide/ui';
import { UNLISTED_PRODUCT_IDS } from '../shopConfig';
import { type CategoryNode, withoutUnlistedProducts } from './categoryMappers';
import { type CommerceClient, query } from './commerce.server';
import { listTotal } from './listTotal';
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
 * Every product category, counted without the products no listing shows.
 *
 * @param client - the request's client
 * @returns the categories in the backend's order, each counting only listed products; a category
 *   whose every product is unlisted (the shipping insurance's Accessories) is left out
 * @remarks The backend counts every product of a category, so the unlisted products' own
 *   categories are asked beside them and taken off (see `withoutUnlistedProducts`).
 */
export async function loadCategories(client: CommerceClient): Promise<Category[]> {
  const [{ productCategories }, unlisted] = await Promise.all([
    query(client, GetProductCategoriesDocument, { first: 100 }, CacheLong()),
    query(client, GetCategoriesOfProductsDocument, { ids: [...UNLISTED_PRODUCT_IDS] }, CacheLong()),
  ]);
  return withoutUnlistedProducts(
    present(productCategories?.edges?.map((edge) => edge?.node)),
    present(unlisted.products?.nodes).flatMap((product) =>
      present(product.productCategories?.nodes).flatMap((category) =>
        category.slug ? [category.slug] : [],
      ),
    ),
  );
}

/** One numbered page of the catalogue or a category. */
export interface ProductPage {
  cards: ProductCardProduct[];
  /** Products in every page together. */
  total: number;
}

/**
 * A listing's filters as the schema's where-arguments: the page's category and the URL's search
 * and filters, without the unlisted products (so pages and counts hold only listed ones).
 */
export function catalogueWhere(filters: CatalogFilters & { search?: string }, category?: string) {
  return {
    search: filters.search || undefined,
    category,
    categoryIn: filters.categories.length > 0 ? [...filters.categories] : undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    stockStatus: filters.inStock ? ['IN_STOCK' as const] : undefined,
    onSale: filters.onSale || undefined,
    exclude: [...UNLISTED_PRODUCT_IDS],
  };
}

/** Where a numbered page sits in a listing: its order, number from 1, filters and category. */
export interface PagePosition {
  sort: CatalogSort;
  page: number;
  filters: CatalogFilters & { search?: string };
  category?: string;
}

/** Most products one cursor request skips (WPGraphQL answers at most 100 a request). */
const MOST_PER_REQUEST = 100;

/**
 * One page of the catalogue, or of one category, in an order and under filters; the backend
 * filters, sorts and pages. Where the backend has the Offset Pagination plugin the page is asked
 * for by number; otherwise by cursor, with WooGraphQL's `found` for the number of products.
 *
 * @param client - the request's client
 * @param position - the order, the page number from 1, the filters and the category slug (none
 *   for all)
 * @param capabilities - what the backend offers (numbered pages or not)
 * @returns the page's cards and the number of products in all pages
 * @remarks A number the page's own answer contradicts (a stock WooGraphQL's `found: null` after a
 *   cursor, Offset Pagination's `total: 0`) is not believed: the list's size is then counted
 *   without a cursor, and failing that is the least the page shows (see `listTotal`), so a page
 *   with products is never past the end.
 */
export async function loadProductPage(
  client: CommerceClient,
  position: PagePosition,
  capabilities: Pick<BackendCapabilities, 'offsetPagination'>,
): Promise<ProductPage> {
  const size = LIMITS.catalogPageSize;
  const skipped = (position.page - 1) * size;
  const where = {
    ...catalogueWhere(position.filters, position.category),
    orderby: [...position.sort.fields],
  };
  if (capabilities.offsetPagination) {
    const { products } = await query(client, GetProductPageDocument, {
      ...where,
      offset: skipped,
      size,
    });
    const cards = present<ProductCardFragment>(products?.nodes).map(toProductCard);
    const total = await listTotal(
      {
        skipped,
        shown: cards.length,
        more: cards.length === size,
        reported: products?.pageInfo?.offsetPagination?.total,
      },
      () => listSize(client, where),
    );
    return { cards, total };
  }
  const after = await cursorAt(client, where, skipped);
  if (after === undefined) return { cards: [], total: (await listSize(client, where)) ?? 0 };
  const { products } = await query(client, GetProductCursorPageDocument, {
    ...where,
    first: size,
    after,
  });
  const cards = present<ProductCardFragment>(products?.nodes).map(toProductCard);
  const total = await listTotal(
    {
      skipped,
      shown: cards.length,
      more: products?.pageInfo?.hasNextPage ?? false,
      reported: products?.found,
    },
    () => listSize(client, where),
  );
  return { cards, total };
}

type ListWhere = ReturnType<typeof catalogueWhere> & { orderby: CatalogSort['fields'][number][] };

/**
 * The cursor after the first `skip` products of a list (null when none are skipped), walking the
 * list at most 100 a request; undefined when nothing follows them (the page lies past the end).
 */
async function cursorAt(
  client: CommerceClient,
  where: ListWhere,
  skip: number,
): Promise<string | null | undefined> {
  let after: string | null = null;
  for (let left = skip; left > 0; left -= MOST_PER_REQUEST) {
    const answer: GetProductCursorQuery = await query(client, GetProductCursorDocument, {
      ...where,
      first: Math.min(left, MOST_PER_REQUEST),
      after,
    });
    const info = answer.products?.pageInfo;
    if (!info?.endCursor || !info.hasNextPage) return undefined;
    after = info.endCursor;
  }
  return after;
}

/** How many products a list holds, as WooGraphQL counts it on a first page (`found`). */
async function listSize(client: CommerceClient, where: ListWhere) {
  const { products } = await query(client, GetProductCursorPageDocument, { ...where, first: 1 });
  return products?.found;
}

/** The filter panel's counts, as GetProductFacets answers them. */
export type ProductFacets = GetProductFacetsQuery['productFacets'];

/**
 * What each filter choice would leave of the listing, counted by the backend.
 *
 * @param client - the request's client
 * @param filters - the URL's filters
 * @param category - the page's category slug (none for the whole shop)
 * @returns per category, in stock and on sale counts, and the price range
 */
export async function loadProductFacets(
  client: CommerceClient,
  filters: CatalogFilters & { search?: string },
  category?: string,
): Promise<ProductFacets> {
  const { productFacets } = await query(
    client,
    GetProductFacetsDocument,
    catalogueWhere(filters, category),
  );
  return productFacets;
}

/**
 * The best sellers: by total sales, without the unlisted products.
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
    { first: LIMITS.bestSellersPageSize, exclude: [...UNLISTED_PRODUCT_IDS] },
    CacheShort(),
  );
  return present<ProductCardFragment>(products?.nodes).slice(0, limit).map(toProductCard);
}
