import { decodeBase64, encodeBase64, SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../errors';

/** A Relay connection as the schema's `*Connection` types hold it. */
export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    offsetPagination?: { total: number; hasMore: boolean; hasPrevious: boolean };
  };
}

/** Paging arguments common to every connection. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

const cursorOf = (index: number) => encodeBase64(`arrayconnection:${index}`);

/**
 * The last position a cursor may name: the offset after it is still an exact integer, which
 * both engines take as a row offset. A cursor further on names no row any list could hold.
 */
const MAX_CURSOR_INDEX = Number.MAX_SAFE_INTEGER - 1;

/**
 * The offset after an `after` cursor (WPGraphQL's `arrayconnection:N`).
 *
 * @throws a GraphQL error (BAD_USER_INPUT) for a cursor that is not one, or whose position no
 *   offset can hold; a well-formed cursor past the last row pages on to an empty page
 */
function offsetOf(after: string | null | undefined): number {
  if (after == null || after === '') return 0;
  const decoded = decodeBase64(after);
  const match = decoded ? /^arrayconnection:(\d{1,16})$/.exec(decoded) : null;
  const index = match ? Number(match[1]) : Number.NaN;
  if (!(index <= MAX_CURSOR_INDEX)) throw userError(SERVER_MESSAGES.invalidCursor);
  return index + 1;
}

/** Which slice of a list one page holds. */
export interface PageWindow {
  /** How many items come before the page. */
  offset: number;
  /** How many items the page holds at most. */
  first: number;
}

/**
 * The most items one page of any connection holds, as WPGraphQL caps it: a larger `first` (or
 * offset `size`) is answered this many, not refused. The cost limit counts page sizes by it too.
 */
export const MAX_PAGE_SIZE = 100;

/** How many items a connection answers when the client does not say. */
export interface PageDefaults {
  /** The page size when `first` (or `size`) is absent; capped at {@link MAX_PAGE_SIZE}. */
  first: number;
}

/** WPGraphQL's default: 10 items when `first` is absent. */
export const DEFAULT_PAGE: PageDefaults = { first: 10 };

/** The page size asked for, else the default, capped at {@link MAX_PAGE_SIZE}. */
const pageSize = (asked: number | null | undefined, defaults: PageDefaults) =>
  Math.min(asked ?? defaults.first, MAX_PAGE_SIZE);

/**
 * Reads the paging arguments the way WPGraphQL does: `first` items after the `after` cursor,
 * `first` capped at {@link MAX_PAGE_SIZE}.
 *
 * @param args - `first` and `after`
 * @param defaults - how many when `first` is absent
 * @returns the page's offset and size, for a query that pages in SQL
 * @throws a GraphQL error for a negative `first` or a malformed or out-of-range cursor
 */
function pageWindow(args: PageArgs, defaults: PageDefaults): PageWindow {
  if (args.first != null && args.first < 0) throw userError(SERVER_MESSAGES.firstNotPositive);
  return { offset: offsetOf(args.after), first: pageSize(args.first, defaults) };
}

/**
 * Builds the connection of one page already sliced.
 *
 * @param page - the page's items
 * @param window - where the page starts
 * @param hasNextPage - whether items follow the page
 * @returns the connection
 */
function connectionOf<T>(
  page: readonly T[],
  window: PageWindow,
  hasNextPage: boolean,
): Connection<T> {
  const edges = page.map((node, index) => ({ cursor: cursorOf(window.offset + index), node }));
  return {
    nodes: [...page],
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage,
      hasPreviousPage: window.offset > 0,
    },
  };
}

/**
 * Pages a whole list the way WPGraphQL does (see {@link pageWindow}).
 *
 * @param items - the whole ordered list
 * @param args - `first` and `after`
 * @param defaults - how many when `first` is absent
 * @returns the connection
 * @throws a GraphQL error for a negative `first` or a malformed or out-of-range cursor
 */
export function paginate<T>(
  items: readonly T[],
  args: PageArgs,
  defaults: PageDefaults = DEFAULT_PAGE,
): Connection<T> {
  const window = pageWindow(args, defaults);
  const end = window.offset + window.first;
  return connectionOf(items.slice(window.offset, end), window, end < items.length);
}

/**
 * Pages a list the database pages, WPGraphQL's way (see {@link pageWindow}): reads the page's
 * rows and one more, which tells whether another page follows.
 *
 * @param args - `first` and `after`
 * @param read - reads `limit` rows from `offset` on, in the list's order
 * @param defaults - how many when `first` is absent
 * @returns the connection
 * @throws a GraphQL error for a negative `first` or a malformed or out-of-range cursor
 */
export async function pageOfRows<T>(
  args: PageArgs,
  read: (rows: { offset: number; limit: number }) => Promise<T[]>,
  defaults: PageDefaults = DEFAULT_PAGE,
): Promise<Connection<T>> {
  const window = pageWindow(args, defaults);
  const rows = await read({ offset: window.offset, limit: window.first + 1 });
  return connectionOf(rows.slice(0, window.first), window, rows.length > window.first);
}

/** A numbered page as the WPGraphQL Offset Pagination plugin asks for it. */
export interface OffsetArgs {
  offset?: number | null;
  size?: number | null;
}

/**
 * Pages a list the database pages and counts, the Offset Pagination plugin's way: `size` items
 * after the first `offset`, with the total across every page.
 *
 * @param args - `offset` and `size`
 * @param read - reads the page's rows and counts every matching row
 * @param defaults - how many when `size` is absent
 * @returns the connection, its page info carrying `offsetPagination`
 * @throws a GraphQL error for a negative offset or size
 */
export async function offsetPageOfRows<T>(
  args: OffsetArgs,
  read: (rows: { offset: number; limit: number }) => Promise<{ rows: T[]; total: number }>,
  defaults: PageDefaults = DEFAULT_PAGE,
): Promise<Connection<T>> {
  if ((args.offset != null && args.offset < 0) || (args.size != null && args.size < 0)) {
    throw userError(SERVER_MESSAGES.firstNotPositive);
  }
  const window = { offset: args.offset ?? 0, first: pageSize(args.size, defaults) };
  const { rows, total } = await read({ offset: window.offset, limit: window.first });
  const hasMore = window.offset + rows.length < total;
  const connection = connectionOf(rows, window, hasMore);
  return {
    ...connection,
    pageInfo: {
      ...connection.pageInfo,
      offsetPagination: { total, hasMore, hasPrevious: window.offset > 0 },
    },
  };
}

/** Defaults for short nested lists (cart lines, order lines, categories of a product). */
export const NESTED_PAGE: PageDefaults = { first: MAX_PAGE_SIZE };
/**
 * Defaults for the COA library: WPGraphQL's, like any list. The storefront asks for 1000 at a time
 * and is answered {@link MAX_PAGE_SIZE}, as WPGraphQL answers a custom post type.
 */
export const COA_PAGE: PageDefaults = DEFAULT_PAGE;
