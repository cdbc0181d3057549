import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';

/**
 * Which of a URL's query parameters a page reads, given them all: a test of each name, or
 * `whole` for a query the page's loader reads whole (and redirects to its canonical form).
 */
export type QueryReads = (params: URLSearchParams) => ((name: string) => boolean) | 'whole';

/** Set by {@link readsQuery} for a document whose query its route has declared. */
const declaredQuery = createContext(false);

/** A query parameter's name as a form decodes it, or null when it is malformed. */
function paramName(pair: string): string | null {
  try {
    return decodeURIComponent((pair.split('=', 1)[0] ?? '').replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * A route's middleware saying which query parameters its page reads, so that the page cache (and
 * a proxy's, keyed by the whole URL) keeps the page under each query it reads and no other.
 *
 * @param reads - the parameters the route's loader reads
 * @returns the middleware: a document request whose query holds anything else (a tracker, a
 *   cache buster, a repeat) is redirected (301) to the page with only what it reads, each once
 *   (its first value), in the order and spelling they came in
 * @remarks A route that declares nothing renders for any query, kept only without one
 *   ({@link keptUnderQuery}). Data requests (`.data`) pass as they are.
 */
export function readsQuery(reads: QueryReads): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname.endsWith('.data')) return next();
    const page = reads(url.searchParams);
    if (page !== 'whole' && url.search) {
      const seen = new Set<string>();
      const kept = url.search
        .slice(1)
        .split('&')
        .filter((pair) => {
          const name = paramName(pair);
          if (!pair || name === null || seen.has(name) || !page(name)) return false;
          seen.add(name);
          return true;
        });
      const query = kept.length > 0 ? `?${kept.join('&')}` : '';
      if (query !== url.search) throw redirect(`${url.pathname}${query}`, 301);
    }
    context.set(declaredQuery, true);
    return next();
  };
}

/** The middleware of a page that reads no query parameter (see {@link readsQuery}). */
export const readsNoQuery = readsQuery(() => () => false);

/**
 * Whether a page may be kept under its URL: it has no query, or its route declared it.
 *
 * @param url - the page's URL
 * @param context - the request's router context, after the route's middleware ran
 */
export function keptUnderQuery(url: URL, context: Readonly<RouterContextProvider>): boolean {
  return url.search === '' || context.get(declaredQuery);
}
