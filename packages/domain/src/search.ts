import { LIMITS } from './constants';
import { MESSAGES } from './messages';

/**
 * Filters the loaded catalogue by product name, as the header search does.
 *
 * @param products - the catalogue, loaded once
 * @param query - what the shopper typed; trimmed and cut to 30 characters
 * @returns the products whose name contains the query, ignoring case; none for a blank query
 */
export function filterProductsByName<T extends { name?: string | null }>(
  products: readonly T[],
  query: string | null | undefined,
): T[] {
  const needle = (query ?? '').slice(0, LIMITS.searchMaxLength).trim().toLowerCase();
  if (needle === '') return [];
  return products.filter((product) => (product.name ?? '').toLowerCase().includes(needle));
}

/**
 * The search result count label.
 *
 * @param count - the number of results
 * @returns `No results found`, `1 result found` or `N results found`
 * @remarks Exactly one hit reads `1 result found`, not 'No result'; the README
 *   records this deviation.
 */
export function searchResultsLabel(count: number): string {
  if (count <= 0) return MESSAGES.searchNoResults;
  if (count === 1) return MESSAGES.searchOneResult;
  return MESSAGES.searchResults(count);
}
