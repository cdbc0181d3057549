import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import Negotiator from 'negotiator';
import type { MiddlewareFunction } from 'react-router';
import { cookieHoldsCart, holdsCart } from '../commerce/cartMarker.server';
import { sharedWithEveryone } from './cache';
import { keptUnderQuery } from './pageQuery.server';
import { withSecurityHeaders } from './securityHeaders.server';
import { type CachePolicy, createSwrCache, type LoadContext } from './swrCache.server';

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

/** A fresh kept page as the production server writes it, before Express and React Router. */
export interface RawPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** A page cache: the root middleware that serves and keeps pages, and its current size. */
export interface PageCache {
  middleware: MiddlewareFunction<Response>;
  /**
   * The fresh page kept under a request's target, with the headers the middleware would answer
   * it with, for the production server to write before Express: a hit through Express, its
   * compression and React Router cost several times what the write does.
   *
   * @param method - the request's method: only GET is answered
   * @param target - its path and query as they arrived (pages are kept under their own)
   * @param acceptEncoding - its `Accept-Encoding`: brotli when taken, the HTML when none is sent
   * @param cookie - its `Cookie`: a shopper with a cart is not answered
   * @returns the page, or undefined: none is fresh, or the request takes gzip alone (the
   *   middleware answers those, through the server's compression)
   */
  lookup(
    method: string | undefined,
    target: string | undefined,
    acceptEncoding: string | undefined,
    cookie: string | undefined,
  ): RawPage | undefined;
  /** How many pages are kept. */
  size(): number;
}

/** A kept page: what its render answered, the body read once and compressed once. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
}

const compressBrotli = promisify(brotliCompress);

/**
 * Keeps a rendered page, with its brotli encoding: compressing each hit would cost more than
 * everything else the hit does. Quality 5 takes about a ms for a page of 50 KB and comes out
 * 14 % smaller than gzip; a client that takes no brotli gets the HTML, which the production
 * server's compression gzips.
 */
async function keep(response: Response): Promise<KeptPage> {
  const body = new Uint8Array(await response.arrayBuffer());
  const brotli = await compressBrotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  // A copy of its own size: zlib may answer a view onto a larger buffer.
  return {
    status: response.status,
    headers: [...response.headers],
    body,
    brotli: new Uint8Array(brotli),
  };
}

/** Whether a request's `Accept-Encoding` takes brotli. */
function takesBrotli(acceptEncoding: string | null | undefined): boolean {
  const headers = { 'accept-encoding': acceptEncoding ?? '' };
  return new Negotiator({ headers }).encodings(['br']).length > 0;
}

/** A kept page's headers as answered with `outcome`, in brotli or as the HTML. */
function pageHeaders(page: KeptPage, outcome: string, brotli: boolean): Headers {
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, outcome);
  headers.set('Vary', 'Accept-Encoding');
  if (brotli) {
    headers.set('Content-Encoding', 'br');
    headers.set('Content-Length', String(page.brotli.byteLength));
  }
  return headers;
}

/** A kept page as a response to `request`: brotli when it takes it, else the HTML. */
function serve(page: KeptPage, outcome: string, request: Request): Response {
  const brotli = takesBrotli(request.headers.get('Accept-Encoding'));
  return new Response(brotli ? page.brotli : page.body, {
    status: page.status,
    headers: pageHeaders(page, outcome, brotli),
  });
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
 * Creates an in-memory cache of rendered catalogue and content pages, for the shop on one
 * machine: a page served again within its freshness costs no render and no backend round trip,
 * which is what lets one small server answer a product page several times as often as a static
 * file (the bench holds it at 40 % at least). Several instances leave the shared pages to the
 * proxy or CDN in front of them (the cluster suite's nginx keeps them), which the pages'
 * `Cache-Control: public, s-maxage=60, stale-while-revalidate=600` invites.
 *
 * @param options - freshness and size bound
 * @returns the middleware to put in the root route's list, and the cache's size
 * @remarks Only pages a CDN may keep (`Cache-Control: public`, status 200, no cookie) are kept,
 *   keyed by path and query, body and headers together, and only under a query their route
 *   declared (`pageQuery.server.ts`). Such a page is the same for everyone, its script policy
 *   listing the hashes of its own scripts rather than a nonce (see `entry.server.tsx`).
 *   Freshness, staleness, the background render and the sharing of concurrent renders are those
 *   of {@link createSwrCache}; a render that is no longer public drops the kept page. Data
 *   requests (`.data`), other methods and a shopper with a cart (`cartMarker.server.ts`) pass
 *   through untouched.
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const policy: CachePolicy = {
    freshMs: options.freshMs ?? 10_000,
    staleMs: options.staleMs ?? 600_000,
  };
  const pages = createSwrCache<KeptPage | null>({
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    bytesOf: (page) => (page ? page.body.byteLength + page.brotli.byteLength : 0),
  });

  const middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname.endsWith('.data') || holdsCart(request)) {
      return next();
    }
    // This request's own render: a response that may not be kept, or the render's failure.
    let own: Response | undefined;
    let failed = false;
    const render = async ({ background, skip }: LoadContext) => {
      const response = await next().catch((error: unknown) => {
        failed = !background;
        throw error;
      });
      if (keepable(response) && keptUnderQuery(url, context)) return keep(response);
      skip();
      if (background) await response.body?.cancel();
      else own = response;
      return null;
    };
    const kept = await pages
      .get(`${url.pathname}${url.search}`, policy, render)
      .catch((error: unknown) => {
        if (failed) throw error;
        return null;
      });
    if (kept?.value) return serve(kept.value, kept.outcome, request);
    // Another request's render could not be kept or failed: this one renders its own.
    return own ?? next();
  };

  const lookup: PageCache['lookup'] = (method, target, acceptEncoding, cookie) => {
    if (method !== 'GET' || !target || cookieHoldsCart(cookie)) return undefined;
    const kept = pages.peek(target);
    if (kept?.outcome !== 'hit' || !kept.value) return undefined;
    const brotli = takesBrotli(acceptEncoding);
    if (!brotli && acceptEncoding) return undefined;
    // The root's outermost middleware adds these on the way out; a page written here skips it.
    const { headers } = withSecurityHeaders(
      new Response(null, { headers: pageHeaders(kept.value, 'hit', brotli) }),
    );
    const page = kept.value;
    return {
      status: page.status,
      headers: Object.fromEntries(headers),
      body: brotli ? page.brotli : page.body,
    };
  };

  return { middleware, lookup, size: pages.size };
}

/** The storefront process's page cache. */
export const shopPageCache = createPageCache();
