import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import Negotiator from 'negotiator';
import type { MiddlewareFunction } from 'react-router';
import { cookieHoldsCart, holdsCart } from '../commerce/cartMarker.server';
import { sharedWithEveryone } from './cache';
import { keptUnderQuery } from './pageQuery.server';
import { withSecurityHeaders } from './securityHeaders.server';
import { createSwrCache, type LoadContext } from './swrCache.server';

/** Whether a page was served fresh from the cache (`hit`), stale while it renders again, or rendered. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** A kept page as written: its status, every header it is answered with, and its body. */
export interface KeptPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** A kept page in brotli and as the HTML, compressed once rather than on every hit. */
type Encodings = { brotli: KeptPage; html: KeptPage };

const compressBrotli = promisify(brotliCompress);
/** Quality 5: about a ms for a page of 50 KB, and 14 % smaller than gzip. */
const BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

async function keep(rendered: Response): Promise<Encodings> {
  // The root's outer middleware adds these on the way out; a page written before React Router
  // skips it.
  const secured = withSecurityHeaders(rendered);
  const { status, headers } = secured;
  headers.set(PAGE_CACHE_HEADER, 'hit');
  headers.set('Vary', 'Accept-Encoding');
  const html = new Uint8Array(await secured.arrayBuffer());
  // A copy of its own size: zlib may answer a view onto a larger buffer.
  const brotli = new Uint8Array(await compressBrotli(html, { params: BROTLI }));
  const page = (body: Uint8Array<ArrayBuffer>, encoding?: string): KeptPage => {
    const written = new Headers(headers);
    written.set('Content-Length', String(body.byteLength));
    if (encoding) written.set('Content-Encoding', encoding);
    return { status, headers: Object.fromEntries(written), body };
  };
  return { brotli: page(brotli, 'br'), html: page(html) };
}

/** Whether an `Accept-Encoding` takes brotli. */
const takesBrotli = (acceptEncoding: string | null | undefined) =>
  new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encodings(['br'])
    .length > 0;

/** A public, complete, cookie-free HTML page. */
const keepable = (response: Response) =>
  sharedWithEveryone(response.status, response.headers) &&
  Boolean(response.headers.get('Content-Type')?.startsWith('text/html'));

/**
 * The shop's cache of rendered catalogue and content pages, for the one machine of the default
 * set-up: a page asked for again while fresh costs no render and no backend call, so one small
 * server answers a product page more often than a static file (the bench's 40 % line fell to 24 %
 * without it). Several instances leave shared pages to the proxy or CDN in front
 * (the cluster suite's nginx), as the pages' `Cache-Control: public, s-maxage=60,
 * stale-while-revalidate=600` invites.
 *
 * @param options - how long a page is fresh (10 s) and then served stale while it renders again
 *   (10 minutes), and the most bytes kept (16 MB, least recently used first out)
 * @returns the root middleware that keeps and serves pages; `lookup`, a fresh page for a request
 *   as Node parsed it (GET, no cart, brotli or no encoding asked), for the production server to
 *   write before React Router, at a fraction of its cost; the number of pages kept
 * @remarks Only pages a CDN may keep are kept ({@link keepable}), under path and query, and only
 *   under a query their route declared (`pageQuery.server.ts`). Such a page is the same for every
 *   visitor, its script policy listing the hashes of its own scripts (see `entry.server.tsx`).
 *   Freshness, the background render and the sharing of concurrent renders are
 *   {@link createSwrCache}'s. Data requests, other methods and a shopper with a cart pass through.
 */
export function createPageCache({ freshMs = 10_000, staleMs = 600_000, maxBytes = 2 ** 24 } = {}) {
  const pages = createSwrCache<Encodings | null>({
    maxBytes,
    bytesOf: (page) => (page ? page.html.body.byteLength + page.brotli.body.byteLength : 0),
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
      .get(`${url.pathname}${url.search}`, { freshMs, staleMs }, render)
      .catch((error: unknown) => {
        if (failed) throw error;
        return null;
      });
    // Another request's render could not be kept or failed: this one renders its own.
    if (!kept?.value) return own ?? next();
    const { brotli, html } = kept.value;
    const page = takesBrotli(request.headers.get('Accept-Encoding')) ? brotli : html;
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, kept.outcome);
    return new Response(page.body, { status: page.status, headers });
  };

  const lookup = ({ method, url, headers }: IncomingMessage): KeptPage | undefined => {
    if (method !== 'GET' || !url || cookieHoldsCart(headers.cookie)) return undefined;
    const kept = pages.peek(url);
    if (kept?.outcome !== 'hit' || !kept.value) return undefined;
    // A client that takes gzip alone goes through the middleware and the server's compression.
    const encoding = headers['accept-encoding'];
    if (!encoding) return kept.value.html;
    return takesBrotli(encoding) ? kept.value.brotli : undefined;
  };

  return { middleware, lookup, size: pages.size };
}

/** The storefront process's page cache. */
export const shopPageCache = createPageCache();
