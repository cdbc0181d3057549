import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import Negotiator from 'negotiator';
import type { MiddlewareFunction } from 'react-router';
import { cookieHoldsCart, holdsCart } from '../commerce/cartMarker.server';
import { sharedWithEveryone } from './cache';
import { keptUnderQuery } from './pageQuery.server';
import { withAnswerHeaders } from './securityHeaders.server';
import { createSwrCache, type LoadContext } from './swrCache.server';

/** `hit` for a page fresh from the cache, `stale` while it renders again, `miss` for a render. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** A kept page as written: status, every header, body. */
export interface KeptPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** A kept page in brotli, compressed once rather than on every hit, and as the HTML. */
type Encodings = { brotli: KeptPage; html: KeptPage };

const compressBrotli = promisify(brotliCompress);
/** Quality 5: about a ms for a page of 50 KB, and 14 % smaller than gzip. */
const BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

async function keep(rendered: Response): Promise<Encodings> {
  // A page written before React Router skips the root's outer middleware.
  const secured = withAnswerHeaders(rendered);
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
 * The cache of rendered pages for the one machine of the default set-up, so that one small
 * server answers a product page more often than a static file (decision 024); several instances
 * leave shared pages to the proxy or CDN in front. It keeps what a CDN may keep
 * ({@link keepable}) under path and a query the route declared (`pageQuery.server.ts`).
 *
 * @param options - how long a page is fresh (10 s) and then served stale while it renders again
 *   (10 minutes), and the most bytes kept (16 MB, least recently used first out)
 * @returns the root middleware; `lookup`, a fresh page for a request as Node parsed it (GET, no
 *   cart, brotli or no encoding asked), for the production server to write before React Router;
 *   the number of pages kept
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
    // This request's own render, when it may not be kept. React Router's next() never throws.
    let own: Response | undefined;
    const render = async ({ background, skip }: LoadContext) => {
      const response = await next();
      if (keepable(response) && keptUnderQuery(url, context)) return keep(response);
      skip();
      if (background) await response.body?.cancel();
      else own = response;
      return null;
    };
    const kept = await pages.get(`${url.pathname}${url.search}`, { freshMs, staleMs }, render);
    // Another request's render could not be kept: this one renders its own.
    if (!kept.value) return own ?? next();
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
