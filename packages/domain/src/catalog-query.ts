import { type CatalogSort, catalogPosition, type QueryParams } from './catalog-sort';
import { LIMITS } from './constants';

/** The catalogue's filters, as the shop's filter panel sets them and the URL carries them. */
export interface CatalogFilters {
  /** Category slugs, sorted and without repeats; none means every category. */
  readonly categories: readonly string[];
  /** The lowest price in euros, null for none; never above `maxPrice`. */
  readonly minPrice: number | null;
  /** The highest price in euros, null for none. */
  readonly maxPrice: number | null;
  /** Only products in stock (`stock=instock`). */
  readonly inStock: boolean;
  /** Only products on sale (`on_sale=1`). */
  readonly onSale: boolean;
}

/** A listing URL's whole query: its search, its filters, its order and its page. */
export interface CatalogQuery extends CatalogFilters {
  /** What the shopper searched for (`q`), trimmed and cut to the search field's length; none when absent or blank. */
  readonly search?: string;
  readonly sort: CatalogSort;
  /** The page number, 1 for the first; null when the URL's page is not a whole number from 1. */
  readonly page: number | null;
}

/** What the catalogue reads of a URL's query: a `URLSearchParams` fits. */
export interface CatalogQueryParams extends QueryParams {
  getAll(name: string): string[];
}

/** One filter in force, as an active-filter chip removes it. */
export type CatalogFilterKey =
  | { readonly kind: 'category'; readonly slug: string }
  | { readonly kind: 'minPrice' }
  | { readonly kind: 'maxPrice' }
  | { readonly kind: 'inStock' }
  | { readonly kind: 'onSale' };

/** The URL's parameter names, in the canonical order the filters are written in. */
export const CATALOG_FILTER_PARAMS = {
  category: 'category',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  stock: 'stock',
  onSale: 'on_sale',
} as const;

/** No filter: the whole catalogue. */
export const NO_CATALOG_FILTERS: CatalogFilters = {
  categories: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 200;
const PRICE = /^\d{1,7}(?:\.\d{1,6})?$/;

/** A price parameter in euros: a plain decimal from 0 to the limit, rounded to the cent. */
function parsePriceParam(raw: string | null): number | null {
  const value = raw?.trim() ?? '';
  if (!PRICE.test(value)) return null;
  const price = Math.round(Number(value) * 100) / 100;
  return price <= LIMITS.catalogMaxPrice ? price : null;
}

/** The category slugs of `category=a,b` and of repeated `category` parameters (a GET form's). */
function parseCategories(params: CatalogQueryParams): string[] {
  const slugs = params
    .getAll(CATALOG_FILTER_PARAMS.category)
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug));
  return [...new Set(slugs)].sort().slice(0, LIMITS.catalogMaxCategories);
}

/**
 * Reads the catalogue's filters from a URL's query.
 *
 * @param params - the URL's search parameters
 * @returns the filters; a malformed value (an odd slug, a negative or huge price, an unknown
 *   stock word) is left out rather than refused
 * @remarks Prices given the wrong way round are swapped, and a lowest price of 0 is no filter, as
 * no price is below it.
 */
export function catalogFilters(params: CatalogQueryParams): CatalogFilters {
  let minPrice = parsePriceParam(params.get(CATALOG_FILTER_PARAMS.minPrice));
  let maxPrice = parsePriceParam(params.get(CATALOG_FILTER_PARAMS.maxPrice));
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const onSale = params.get(CATALOG_FILTER_PARAMS.onSale);
  return {
    categories: parseCategories(params),
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    inStock: params.get(CATALOG_FILTER_PARAMS.stock) === 'instock',
    onSale: onSale === '1' || onSale === 'true',
  };
}

/**
 * Reads a listing URL's whole query: filters, order and page.
 *
 * @param params - the URL's search parameters
 * @returns the query; see `catalogFilters` and `catalogPosition` for what each part accepts
 */
export function catalogQuery(params: CatalogQueryParams): CatalogQuery {
  const search = searchText(params.get(CATALOG_SEARCH_PARAM));
  return { ...(search ? { search } : {}), ...catalogFilters(params), ...catalogPosition(params) };
}

/** The URL parameter of a product search's text, as a search form's field submits it. */
export const CATALOG_SEARCH_PARAM = 'q';

/**
 * A text as an HTML form encodes it in a query (`application/x-www-form-urlencoded`): spaces as
 * `+`, everything but letters, digits and `*-._` percent-encoded.
 */
function formEncoded(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/**
 * The text a search uses: cut to the search field's 30 characters, then trimmed.
 *
 * @param raw - what the shopper typed or the URL carried
 * @returns the text; empty when blank or absent
 */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').slice(0, LIMITS.searchMaxLength).trim();
}

/**
 * The canonical query string of a listing: the search (`q`), the filters (`category`,
 * `min_price`, `max_price`, `stock`, `on_sale`), then `orderby`, `order` and `page`, defaults left out, so the same choice
 * has one URL whatever order its parameters came in.
 *
 * @param query - the filters, the order and the page (a null page is the first)
 * @returns `?category=bac-water,peptides&stock=instock&orderby=price&order=asc&page=2`, or an
 *   empty string for the whole catalogue's first page in the default order
 */
export function catalogQuerySearch(query: CatalogQuery): string {
  // Slugs, prices and the fixed words need no escaping: parsing lets nothing else through. The
  // search is written as a form writes it (spaces as +), so a submitted search is canonical.
  const params = [
    query.search ? `${CATALOG_SEARCH_PARAM}=${formEncoded(query.search)}` : null,
    query.categories.length > 0 ? `category=${query.categories.join(',')}` : null,
    query.minPrice != null ? `min_price=${query.minPrice}` : null,
    query.maxPrice != null ? `max_price=${query.maxPrice}` : null,
    query.inStock ? 'stock=instock' : null,
    query.onSale ? 'on_sale=1' : null,
    query.sort.orderby ? `orderby=${query.sort.orderby}` : null,
    query.sort.order ? `order=${query.sort.order}` : null,
    query.page != null && query.page > 1 ? `page=${query.page}` : null,
  ].filter((param) => param != null);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/**
 * Whether any filter is in force; filtered listings are kept out of search engines.
 *
 * @param filters - the filters
 * @returns true when a category, a price, the stock or the sale filter is set
 */
export function isFiltered(filters: CatalogFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.minPrice != null ||
    filters.maxPrice != null ||
    filters.inStock ||
    filters.onSale
  );
}

/**
 * The filters in force, one entry per active-filter chip, in the URL's order.
 *
 * @param filters - the filters
 * @returns each category, the lowest and highest price, the stock and the sale filter that is set
 */
export function activeCatalogFilters(filters: CatalogFilters): CatalogFilterKey[] {
  return [
    ...filters.categories.map((slug) => ({ kind: 'category', slug }) as const),
    ...(filters.minPrice != null ? [{ kind: 'minPrice' } as const] : []),
    ...(filters.maxPrice != null ? [{ kind: 'maxPrice' } as const] : []),
    ...(filters.inStock ? [{ kind: 'inStock' } as const] : []),
    ...(filters.onSale ? [{ kind: 'onSale' } as const] : []),
  ];
}

/**
 * The query without one filter, back on the first page (the old page may no longer exist).
 *
 * @param query - the query in force
 * @param key - the filter to remove
 * @returns the new query, order kept
 */
export function withoutCatalogFilter(query: CatalogQuery, key: CatalogFilterKey): CatalogQuery {
  const next = { ...query, page: 1 };
  switch (key.kind) {
    case 'category':
      return { ...next, categories: query.categories.filter((slug) => slug !== key.slug) };
    case 'minPrice':
      return { ...next, minPrice: null };
    case 'maxPrice':
      return { ...next, maxPrice: null };
    case 'inStock':
      return { ...next, inStock: false };
    case 'onSale':
      return { ...next, onSale: false };
  }
}

/**
 * The query with no filter, its order kept, on the first page ("Clear all").
 *
 * @param query - the query in force
 * @returns the unfiltered query
 */
export function withoutCatalogFilters(query: CatalogQuery): CatalogQuery {
  return { ...query, ...NO_CATALOG_FILTERS, page: 1 };
}
