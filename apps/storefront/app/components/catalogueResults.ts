/** The id of a listing's products, where a filter or an order applied without scripts lands. */
export const RESULTS_ID = 'results';

/**
 * Where a listing's filter or sort form submits: its path with the products' fragment, so the
 * page it loads without scripts opens at the products rather than at the page's top.
 *
 * @param basePath - the listing's path, `/shop` for example
 */
export function resultsAction(basePath: string): string {
  return `${basePath}#${RESULTS_ID}`;
}
