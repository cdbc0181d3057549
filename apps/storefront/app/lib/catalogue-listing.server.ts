import {
  type CatalogQuery,
  catalogPageCount,
  catalogQuery,
  catalogQuerySearch,
  isFiltered,
} from '@peptide/domain';
import { data, redirect } from 'react-router';
import { backendCapabilities } from './capabilities.server';
import { loadProductFacets, loadProductPage, type ProductFacets } from './catalogue.server';
import type { CommerceClient } from './commerce.server';
import { type Loaded, mapPending, type Pending } from './loaded';
import { deferOnNavigation, settle } from './loading.server';

/** Where a listing page sits: its filters, order and page, and the URLs around it. */
export interface ListingPosition {
  /** The URL's filters, order and page (the page a whole number from 1). */
  query: CatalogQuery & { page: number };
  /** The sort menu's key of the order in force. */
  sortKey: string;
  page: number;
  /** Pages in all; null while a client navigation's products are on their way. */
  pageCount: number | null;
  /** The page's path and canonical query, `/shop?category=peptides&orderby=price&order=asc&page=2`. */
  path: string;
  /** The listing's path without a query. */
  basePath: string;
  /** Whether the order is the default one; other orders are kept out of search engines. */
  sorted: boolean;
  /** Whether a filter is in force; filtered lists are kept out of search engines. */
  filtered: boolean;
  /** Whether the page is a category's, whose filter panel offers no categories. */
  inCategory: boolean;
}

/** The counts of a backend that has none: the filters show without them. */
const WITHOUT_COUNTS: Loaded<ProductFacets> = {
  ok: false,
  error: 'The commerce backend counts no filter choices.',
};

async function awaited<T>(work: Promise<T>): Promise<{ data: Pending<T>; complete: boolean }> {
  const loaded = await settle(work);
  return { data: loaded, complete: loaded.ok };
}

/**
 * Reads a shop or category URL's filters, order and page, and loads that page of products with
 * the filter panel's counts.
 *
 * @param request - the loader's request
 * @param client - the request's client
 * @param basePath - the listing's path without a query (`/shop`, `/product-category/peptides`)
 * @param category - the category slug; none for the whole shop
 * @returns the position, the page's cards, the number of products (each pending on a client
 *   navigation of the first page) and the counts (a backend without them, or a failure, leaves
 *   the panel without counts)
 * @throws a 404 for a page number that is not a whole number from 1 or lies past the last page;
 *   a redirect to the canonical query when the URL's differs (order of parameters or of
 *   categories, the sort menu's keys, `page=1`, malformed filters, parameters the listing does
 *   not read, and categories on a category's own page)
 */
export async function loadListing(
  request: Request,
  client: CommerceClient,
  basePath: string,
  category?: string,
) {
  const url = new URL(request.url);
  const read = catalogQuery(url.searchParams);
  const query = category ? { ...read, categories: [] } : read;
  const page = query.page;
  if (page == null) throw data(null, { status: 404 });
  const search = catalogQuerySearch(query);
  if (url.search !== search) throw redirect(`${basePath}${search}`, 301);
  const capabilities = await backendCapabilities();
  const work = loadProductPage(
    client,
    { sort: query.sort, page, filters: query, category },
    capabilities,
  );
  // A backend without the shop's facet counts shows the filters without counts.
  const facetsWork = capabilities.extensions.has('productFacets')
    ? settle(loadProductFacets(client, query, category))
    : WITHOUT_COUNTS;
  // Past the first page the page count decides whether the page exists, so it is awaited.
  const products = page > 1 ? await awaited(work) : await deferOnNavigation(request, work);
  const facets: Loaded<ProductFacets> = await facetsWork;
  const pageCount =
    !(products.data instanceof Promise) && products.data.ok
      ? catalogPageCount(products.data.value.total)
      : null;
  if (pageCount != null && page > pageCount) throw data(null, { status: 404 });
  const position: ListingPosition = {
    query: { ...query, page },
    sortKey: query.sort.key,
    basePath,
    page,
    pageCount,
    path: `${basePath}${search}`,
    sorted: query.sort.orderby != null,
    filtered: isFiltered(query),
    inCategory: category != null,
  };
  return {
    position,
    complete: products.complete && (facets.ok || facets === WITHOUT_COUNTS),
    products: mapPending(products.data, (value) => value.cards),
    total: mapPending(products.data, (value) => value.total) as Pending<number>,
    facets,
  };
}
