import type { MiddlewareFunction } from 'react-router';
import { sharedWithEveryone } from './cache';
import {
  type EncodedPages,
  encodedBytes,
  encodePage,
  negotiateEncoding,
  type PageEncoding,
} from './pageEncodings.server';
import { withSecurityHeaders } from './securityHeaders.server';
import {
  type CacheOutcome,
  type CachePolicy,
  createSwrCache,
  type LoadContext,
} from './swrCache.server';

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** How long a rendered page is served as it is. Default 10 s, as catalogue data is fresh. */
  freshMs?: number;
  /**
   * After that, how long it is still served once more while a new render runs in the background.
   * Default 10 minutes, what the pages' `stale-while-revalidate` lets a CDN do.
   */
  staleMs?: number;
  /** Most bytes of HTML kept; the least recently used pages go first. Default 16 MB. */
  maxBytes?: number;
}

/** A kept page as the production server writes it, before any other handler runs. */
export interface KeptPage {
  status: number;
  /** Names and values in one list, as Node's `writeHead` takes them, `X-Page-Cache` included. */
  headers: string[];
  body: Uint8Array<ArrayBuffer>;
}

/** What a kept page is served as without the middleware. */
type KeptOutcome = Exclude<CacheOutcome, 'miss'>;

/** A page cache: the root middleware that serves and keeps pages, and its current size. */
export interface PageCache {
  middleware: MiddlewareFunction<Response>;
  /**
   * The page kept under a request's path and query, in the encoding the request takes, with
   * the very headers the middleware would answer it with: while it is fresh, and while it is
   * stale with its new render running.
   *
   * @param method - the request's method: only GET is answered
   * @param path - its path and query as they arrived (a page is kept under the normalised
   *   form, which a request already in that form matches; any other misses and is rendered)
   * @param acceptEncoding - its `Accept-Encoding`
   * @returns the page, or undefined: none is kept, or it is stale and no new render runs yet
   *   (the middleware serves it then, and starts the render)
   */
  lookup(method: string, path: string, acceptEncoding: string | undefined): KeptPage | undefined;
  /** How many pages are kept. */
  size(): number;
}

interface Page {
  status: number;
  /** The HTML, gzip and brotli, each with every header it is sent with. */
  encodings: EncodedPages;
  /** The same headers as Node writes them, per outcome and encoding. */
  rawHeaders: Record<KeptOutcome, Record<PageEncoding, string[]>>;
}

/**
 * Says whether a response was served from the cache (`hit`), served from it while a new render
 * runs (`stale`) or rendered (`miss`).
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * Whether a response is a page everyone may be shown as it is: a public, complete, cookie-free
 * HTML page whose script policy holds no nonce (a nonce kept would be shared by every visitor).
 */
function keepable(response: Response): boolean {
  if (!sharedWithEveryone(response.status, response.headers)) return false;
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return false;
  return !/'nonce-/.test(response.headers.get('Content-Security-Policy') ?? '');
}

/**
 * Creates an in-memory cache of rendered catalogue and content pages, so a page served again
 * within its freshness costs no render and no backend round trip.
 *
 * @param options - freshness and size bound
 * @returns the middleware to put in the root route's list, and the cache's size
 * @remarks Only pages a CDN may keep (`Cache-Control: public`, status 200, no cookie) are kept,
 *   keyed by path and query, body and headers together: such a page is the same for everyone,
 *   its script policy listing the hashes of its own scripts rather than a nonce (see
 *   `entry.server.tsx`), so every response serves the same bytes. Freshness, staleness, the
 *   background render and the sharing of concurrent renders are those of {@link createSwrCache};
 *   a render that is no longer public drops the kept page. Data requests (`.data`), other
 *   methods and anything else pass through untouched. A kept page is compressed once (gzip and
 *   brotli) and sent in the encoding a request takes; the production server answers kept pages
 *   through {@link PageCache.lookup} before React Router, and the rest through the middleware.
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const policy: CachePolicy = {
    freshMs: options.freshMs ?? 10_000,
    staleMs: options.staleMs ?? 600_000,
  };
  const pages = createSwrCache<Page | null>({
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    bytesOf: (page) => (page ? encodedBytes(page.encodings) : 0),
  });

  // Compressed once when kept: the server's compression would spend more time on each
  // response than everything else the hit costs.
  const serve = (page: Page, outcome: CacheOutcome, request: Request) => {
    const encoded = page.encodings[negotiateEncoding(request.headers.get('Accept-Encoding'))];
    const headers = new Headers(encoded.headers);
    headers.set(PAGE_CACHE_HEADER, outcome);
    return new Response(encoded.body, { status: page.status, headers });
  };

  // The keys whose stale page is being rendered again in the background.
  const refreshing = new Set<string>();

  const lookup: PageCache['lookup'] = (method, path, acceptEncoding) => {
    if (method !== 'GET') return undefined;
    const kept = pages.peek(path);
    // A stale page is left to the middleware until its new render has started: that request
    // starts it.
    if (!kept?.value || (kept.outcome === 'stale' && !refreshing.has(path))) return undefined;
    const encoding = negotiateEncoding(acceptEncoding);
    const { body } = kept.value.encodings[encoding];
    return {
      status: kept.value.status,
      headers: kept.value.rawHeaders[kept.outcome][encoding],
      body,
    };
  };

  const middleware: MiddlewareFunction<Response> = async ({ request }, next) => {
    const url = new URL(request.url);
    // Only document requests for pages: not other methods, not a client navigation's `.data`.
    if (request.method !== 'GET' || url.pathname.endsWith('.data')) return next();
    // This request's own render: a response that may not be kept, or the render's failure.
    let own: Response | undefined;
    let failed = false;
    const key = `${url.pathname}${url.search}`;
    const renderPage = async ({ background, skip }: LoadContext) => {
      const response = await next().catch((error: unknown) => {
        failed = !background;
        throw error;
      });
      if (keepable(response)) return toPage(response);
      skip();
      if (background) await response.body?.cancel();
      else own = response;
      return null;
    };
    const render = async (context: LoadContext) => {
      if (!context.background) return renderPage(context);
      refreshing.add(key);
      try {
        return await renderPage(context);
      } finally {
        refreshing.delete(key);
      }
    };
    const kept = await pages.get(key, policy, render).catch((error: unknown) => {
      if (failed) throw error;
      return null;
    });
    if (kept?.value) return serve(kept.value, kept.outcome, request);
    // Another request's render could not be kept or failed: this one renders its own.
    return own ?? next();
  };

  return { middleware, lookup, size: pages.size };
}

/**
 * Keeps a rendered page: its HTML as it is and compressed once, with its headers and the
 * security headers that the root middleware adds on the way out, so that a hit answered
 * before React Router carries them too.
 */
async function toPage(rendered: Response): Promise<Page> {
  const response = withSecurityHeaders(rendered);
  const encodings = await encodePage(
    new Uint8Array(await response.arrayBuffer()),
    response.headers,
  );
  const raw = (outcome: KeptOutcome) => {
    const headers = (encoding: PageEncoding) => [
      ...encodings[encoding].headers.flat(),
      PAGE_CACHE_HEADER.toLowerCase(),
      outcome,
    ];
    return { br: headers('br'), gzip: headers('gzip'), identity: headers('identity') };
  };
  return {
    status: response.status,
    encodings,
    rawHeaders: { hit: raw('hit'), stale: raw('stale') },
  };
}

/** The storefront process's page cache. */
export const shopPageCache = createPageCache();
