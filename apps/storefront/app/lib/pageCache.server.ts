import { gzipSync } from 'node:zlib';
import type { MiddlewareFunction } from 'react-router';
import { sharedWithEveryone } from './cache';
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

/** A page cache: the root middleware that serves and keeps pages, and its current size. */
export interface PageCache {
  middleware: MiddlewareFunction<Response>;
  /** How many pages are kept. */
  size(): number;
}

interface Page {
  /** The HTML as it is. */
  html: Uint8Array<ArrayBuffer>;
  /** The HTML compressed once. */
  gzipped: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
}

/**
 * Says whether a response was served from the cache (`hit`), served from it while a new render
 * runs (`stale`) or rendered (`miss`).
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** Whether a request takes gzip (listed in Accept-Encoding, and not with q=0). */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get('Accept-Encoding') ?? '').split(',').some((coding) => {
    const [name, ...parameters] = coding.trim().toLowerCase().split(';');
    return name === 'gzip' && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

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
 *   a render that is no longer public drops the kept page. Data requests (`.data`), other methods and anything else
 *   pass through untouched.
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const policy: CachePolicy = {
    freshMs: options.freshMs ?? 10_000,
    staleMs: options.staleMs ?? 600_000,
  };
  const pages = createSwrCache<Page | null>({
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    bytesOf: (page) => (page ? page.html.byteLength + page.gzipped.byteLength : 0),
  });

  const serve = (page: Page, outcome: CacheOutcome, request: Request) => {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, outcome);
    headers.append('Vary', 'Accept-Encoding');
    if (!acceptsGzip(request)) return new Response(page.html, { status: page.status, headers });
    // Compressed once when kept: the server's compression would spend more time on each
    // response than everything else the hit costs.
    headers.set('Content-Encoding', 'gzip');
    return new Response(page.gzipped, { status: page.status, headers });
  };

  const middleware: MiddlewareFunction<Response> = async ({ request }, next) => {
    const url = new URL(request.url);
    // Only document requests for pages: not other methods, not a client navigation's `.data`.
    if (request.method !== 'GET' || url.pathname.endsWith('.data')) return next();
    // This request's own render: a response that may not be kept, or the render's failure.
    let own: Response | undefined;
    let failed = false;
    const render = async ({ background, skip }: LoadContext) => {
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

  return { middleware, size: pages.size };
}

/** Keeps a rendered page: its HTML as it is and compressed once. */
async function toPage(response: Response): Promise<Page> {
  const html = new Uint8Array(await response.arrayBuffer());
  return {
    html,
    // A copy of its own size: zlib may answer a view onto a larger output buffer, which would
    // hold more memory alive than the cache counts.
    gzipped: new Uint8Array(gzipSync(html)),
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'content-length'),
  };
}

/** The storefront process's page cache. */
export const shopPageCache = createPageCache();
