import { CATALOG_SEARCH_PARAM, searchText, variationParam } from '@peptide/domain';

/** `attribute_`: the start of every parameter that chooses a product's variation. */
const VARIATION_PARAM_PREFIX = variationParam('');

/**
 * Which of a URL's query parameters a page reads, given them all: a test of each name, or
 * `whole` for a query the page's loader reads whole (and redirects to its canonical form).
 */
type Reads = (params: URLSearchParams) => ((name: string) => boolean) | 'whole';

const readsNone: Reads = () => () => false;

/**
 * The catalogue and content pages whose query is cut to what they read (paths matched without
 * regard to letter case, as React Router matches them, and with or without a trailing slash).
 * The shop's and a category's listings are not here: their loaders answer any other query with
 * a redirect to its canonical form (`catalogue-listing.server.ts`), so it never renders. Pages
 * of one shopper (cart, checkout, account, reset links) are not kept and read their query in
 * the browser: theirs is left as it came.
 */
const PAGE_QUERIES: readonly { path: RegExp; reads: Reads }[] = [
  // The variation a shared link chooses.
  {
    path: /^\/product\/[^/]+\/?$/i,
    reads: () => (name) => name.startsWith(VARIATION_PARAM_PREFIX),
  },
  { path: /^\/coas\/?$/i, reads: () => (name) => name === 'category' },
  // Search words make a listing, whose loader reads the filters too and redirects to their
  // canonical form; without them it is the empty search page, which reads nothing.
  {
    path: /^\/search\/?$/i,
    reads: (params) => (searchText(params.get(CATALOG_SEARCH_PARAM)) ? 'whole' : () => false),
  },
  {
    path: /^\/(?:blog|faqs|contact|how-to-pay|about|common-payment-questions|common-shippingreturns-questions|product-questions|privacy-policy|refund-policy|terms-conditions|terms-of-service)?\/?$/i,
    reads: readsNone,
  },
  { path: /^\/(?:blog-single|post)\/[^/]+\/?$/i, reads: readsNone },
  { path: /^\/page(?:\/[^/]+)?\/?$/i, reads: readsNone },
];

/** A path as React Router matches it: percent-escapes decoded where they are well formed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A query parameter's name as a form decodes it, or null when it is malformed. */
function paramName(pair: string): string | null {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * The request target a catalogue or content page is rendered and kept under: its path and only
 * the query parameters the page reads, each once (its first value, the one the page reads), in
 * the order and spelling they came in. Any other target is answered as it is.
 *
 * @param method - the request's method: only GET and HEAD are cut
 * @param target - the request target, a path with its query
 * @returns the target without the parameters the page does not read
 * @remarks A query the page ignores (`?utm_source=…`, a cache buster) would otherwise be a page
 *   of its own in the page cache and push kept pages out. The page renders the same without
 *   it, and the browser's address keeps it. Client navigations' data requests (`.data`) are not
 *   kept and carry React Router's own parameters: they pass as they are.
 */
export function pageTarget(method: string | undefined, target: string): string {
  if (method !== 'GET' && method !== 'HEAD') return target;
  const queryAt = target.indexOf('?');
  if (queryAt < 0) return target;
  const path = target.slice(0, queryAt);
  const decoded = decodedPath(path);
  if (decoded.endsWith('.data')) return target;
  const page = PAGE_QUERIES.find(({ path: pattern }) => pattern.test(decoded));
  if (!page) return target;
  const query = target.slice(queryAt + 1);
  const reads = page.reads(new URLSearchParams(query));
  if (reads === 'whole') return target;
  const seen = new Set<string>();
  const kept = query.split('&').filter((pair) => {
    const name = paramName(pair);
    if (!pair || name === null || seen.has(name) || !reads(name)) return false;
    seen.add(name);
    return true;
  });
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
