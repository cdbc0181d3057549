import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';

/** A test of each query parameter's name, or `whole` for a query the loader reads whole. */
export type QueryReads = (params: URLSearchParams) => ((name: string) => boolean) | 'whole';

/** Set by {@link readsQuery} for a document whose query its route has declared. */
const declaredQuery = createContext(false);

/**
 * A route's middleware saying which query parameters its page reads, so that the page cache (and
 * a proxy's) keeps the page under each query it reads and no other: a document request whose
 * query holds anything else (a tracker, a cache buster, a repeat) is redirected (301) to the page
 * with only what it reads, each once, in the order they came, spelled as a form sends them.
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
 * Whether a page may be kept under its URL: it has no query, or its route declared it (a route
 * that declares nothing renders for any query).
 */
export function keptUnderQuery(url: URL, context: Readonly<RouterContextProvider>): boolean {
  return url.search === '' || context.get(declaredQuery);
}
