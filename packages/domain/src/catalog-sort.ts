import { LIMITS } from './constants';

/** A way to order the catalogue, as the shop's sort menu offers it. */
export interface CatalogSort {
  /** The key the menu submits and the URL carries as `orderby` (empty for the default). */
  readonly key: string;
  /** The menu's label. */
  readonly label: string;
  /** The URL's `orderby`, absent for the default order. */
  readonly orderby: string | null;
  /** The URL's `order`, absent where the sort has only one direction. */
  readonly order: 'asc' | 'desc' | null;
  /** The schema's `ProductsOrderbyInput` list (WooGraphQL's names); empty for menu order. */
  readonly fields: readonly {
    field: 'DATE' | 'PRICE' | 'SLUG' | 'TOTAL_SALES';
    order: 'ASC' | 'DESC';
  }[];
}

/**
 * The catalogue's orders, the default (the shop's menu order) first. Name sorts by slug, as
 * WooGraphQL's `ProductsOrderByEnum` has no name field and the shop's slugs follow the names.
 */
export const CATALOG_SORTS: readonly CatalogSort[] = [
  { key: 'menu_order', label: 'Default sorting', orderby: null, order: null, fields: [] },
  {
    key: 'popularity',
    label: 'Sort by popularity',
    orderby: 'popularity',
    order: null,
    fields: [{ field: 'TOTAL_SALES', order: 'DESC' }],
  },
  {
    key: 'price',
    label: 'Sort by price: low to high',
    orderby: 'price',
    order: 'asc',
    fields: [{ field: 'PRICE', order: 'ASC' }],
  },
  {
    key: 'price-desc',
    label: 'Sort by price: high to low',
    orderby: 'price',
    order: 'desc',
    fields: [{ field: 'PRICE', order: 'DESC' }],
  },
  {
    key: 'date',
    label: 'Sort by latest',
    orderby: 'date',
    order: null,
    fields: [{ field: 'DATE', order: 'DESC' }],
  },
  {
    key: 'title',
    label: 'Sort by name',
    orderby: 'title',
    order: 'asc',
    fields: [{ field: 'SLUG', order: 'ASC' }],
  },
];

const DEFAULT_SORT = CATALOG_SORTS[0] as CatalogSort;

/** Where the shopper is in the catalogue: the order and the page, as read from the URL. */
export interface CatalogPosition {
  sort: CatalogSort;
  /** The page number, 1 for the first; null when the URL's page is not a whole number from 1. */
  page: number | null;
}

/** What the catalogue reads of a URL's query: a `URLSearchParams` fits. */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * Reads the catalogue's order and page from a URL's query.
 *
 * @param params - the URL's search parameters
 * @returns the sort (the default for a missing or unknown one) and the page
 * @remarks The menu submits the sort's key as `orderby` (`price-desc`), links carry `orderby` and
 * `order` (`orderby=price&order=desc`); both read the same. A sort's own direction may be left out.
 */
export function catalogPosition(params: QueryParams): CatalogPosition {
  const orderby = params.get('orderby');
  const order = params.get('order')?.toLowerCase() ?? null;
  const sort =
    CATALOG_SORTS.find((candidate) => candidate.key === orderby && order == null) ??
    CATALOG_SORTS.find(
      (candidate) =>
        candidate.orderby != null &&
        candidate.orderby === orderby &&
        (candidate.order == null || candidate.order === order),
    ) ??
    DEFAULT_SORT;
  const raw = params.get('page');
  const page = raw == null ? 1 : /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
  return { sort, page };
}

/**
 * The query string of a catalogue position with only its meaningful parameters, in a fixed
 * order (`orderby`, `order`, `page`), so one page has one URL.
 *
 * @param sort - the order
 * @param page - the page number; page 1 has none
 * @returns `?orderby=price&order=asc&page=2`, or an empty string for the default's first page
 */
export function catalogSearch(sort: CatalogSort, page: number): string {
  // The values are fixed words and digits, so they need no escaping.
  const params = [
    sort.orderby ? `orderby=${sort.orderby}` : null,
    sort.order ? `order=${sort.order}` : null,
    page > 1 ? `page=${page}` : null,
  ].filter((param) => param != null);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/**
 * How many pages a list fills.
 *
 * @param total - the number of products
 * @returns at least 1, so an empty category still has its one (empty) page
 */
export function catalogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIMITS.catalogPageSize));
}
