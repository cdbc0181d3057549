import { MESSAGES } from './messages';

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
