import type { Connection } from './pagination';

/**
 * A product page as the upstream profile's stock backend answers it: WooGraphQL 1.0.2 leaves
 * `found` null on a page asked for after a cursor, and counts it only on the first page.
 *
 * @param after - the page's `after` cursor, if any
 * @returns whether `found` is answered null
 */
export function foundLeftOut(after: string | null | undefined): boolean {
  return after != null && after !== '';
}

/**
 * An offset page as WPGraphQL Offset Pagination 0.2 answers it for WooGraphQL's products:
 * `hasMore` and `hasPrevious` as the page is, but `total` 0 (the plugin reads the query's found
 * rows, which WooGraphQL's product query does not count).
 *
 * @param page - the page, with the real total
 * @returns the same page, its `total` 0
 */
export function withPluginTotal<T>(page: Connection<T>): Connection<T> {
  const { offsetPagination } = page.pageInfo;
  if (!offsetPagination) return page;
  return {
    ...page,
    pageInfo: { ...page.pageInfo, offsetPagination: { ...offsetPagination, total: 0 } },
  };
}
