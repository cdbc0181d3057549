/**
 * What one page's answer says about the size of the list it belongs to, read before the
 * reported number is believed.
 */
export interface PageOfList {
  /** Products before the page (its offset, or the products walked past by cursor). */
  skipped: number;
  /** Products the page holds. */
  shown: number;
  /** Whether the backend says products follow the page (`hasNextPage`, `hasMore`, a full page). */
  more: boolean;
  /** The list's size as the backend reported it (`found`, `offsetPagination.total`), if at all. */
  reported: number | null | undefined;
}

/**
 * The fewest products the list can hold, by what the page itself shows: those before it, its
 * own, and one more when the backend says more follow. An empty page shows none of them.
 *
 * @param page - the page's answer
 * @returns the least size consistent with the page
 */
export function leastTotal(page: PageOfList): number {
  if (page.shown === 0) return 0;
  return page.skipped + page.shown + (page.more ? 1 : 0);
}

/**
 * The reported size of the list when the page bears it out, else null.
 *
 * @param page - the page's answer
 * @returns the reported size, or null when it is missing, smaller than the page shows, or
 *   answered with an empty page past the first (which bears out nothing)
 * @remarks A stock WooGraphQL answers `found: null` on any page asked for after a cursor, and
 *   WPGraphQL Offset Pagination answers `total: 0` for its products whatever they are: a report
 *   below what the page itself holds is such an answer, not an empty list.
 */
export function reportedTotal(page: PageOfList): number | null {
  const { reported } = page;
  if (reported == null || reported < leastTotal(page)) return null;
  if (page.shown === 0 && page.skipped > 0) return null;
  return reported;
}

/**
 * The list's size: the page's own report if it holds, else the first page's (cursor-less) count
 * if that holds, else the least the page shows, so the pager walks on one page at a time.
 *
 * @param page - the page's answer
 * @param count - asks the backend for the list's size without a cursor (WooGraphQL's `found` on
 *   a first page); called only when the page's report does not hold
 * @returns the number of products in all pages
 */
export async function listTotal(
  page: PageOfList,
  count: () => Promise<number | null | undefined>,
): Promise<number> {
  const reported = reportedTotal(page);
  if (reported != null) return reported;
  const least = leastTotal(page);
  const counted = await count();
  return counted != null && counted >= least ? counted : least;
}
