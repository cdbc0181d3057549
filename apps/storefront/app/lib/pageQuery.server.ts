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

/**
 * A route's middleware saying which query parameters its page reads, so that the page cache (and
 * a proxy's, keyed by the whole URL) keeps the page under each query it reads and no other.
 *
 * @param reads - the parameters the route's loader reads
 * @returns the middleware: a document request whose query holds anything else (a tracker, a
 *   cache buster, a repeat) is redirected (301) to the page with only what it reads, each once
 *   (its first value), in the order they came in and encoded as a form sends them
 * @remarks A route that declares nothing renders for any query, kept only without one
 *   ({@link keptUnderQuery}). Data requests (`.data`) pass as they are.
 */
export function readsQuery(reads: QueryReads): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname.endsWith('.data')) return next();
    const page = reads(url.searchParams);
    if (page !== 'whole') {
      const kept = new URLSearchParams();
      for (const [name, value] of url.searchParams) {
        if (page(name) && !kept.has(name)) kept.append(name, value);
      }
      const query = kept.size > 0 ? `?${kept}` : '';
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
