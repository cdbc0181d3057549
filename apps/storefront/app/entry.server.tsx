import { PassThrough, pipeline, type Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { serverConfig } from './config.server';
import { scriptsAfterPaint } from './lib/afterPaint.server';
import { sharedWithEveryone, withoutPublicCaching } from './lib/cache';
import { type PageCache, shopPageCache } from './lib/pageCache.server';
import {
  type ArrivingRequest,
  type Refusal,
  refuseRequest,
  servedHosts,
} from './lib/requestGate.server';
import { sealScripts } from './lib/scriptHashes.server';
import { createNonce, documentPolicy, type PageScripts } from './lib/securityHeaders.server';
import { retryAfterUnavailable } from './lib/sessionUnavailable.server';

/**
 * The production server (`server.js`) takes the static files' headers, the page cache's kept
 * pages and header name, and the targets pages are kept under, from the server build.
 */
export { CLIENT_ADDRESS_HEADER, clientAddressResolver } from './lib/clientAddress.server';
export { PAGE_CACHE_HEADER } from './lib/pageCache.server';
export { pageTarget } from './lib/pageTargets.server';
export { closeStorefrontRedis as closeConnections } from './lib/redis.server';
export { staticFileHeaders } from './lib/securityHeaders.server';
export { checkSessionStore } from './lib/shopperSessionStore.server';

/**
 * The production server's gate, for the hosts the configuration serves: what it refuses before
 * the page cache, Express and React Router (see {@link refuseRequest}).
 *
 * @returns the gate, a function of a request as Node parsed it
 * @throws when STOREFRONT_URL is no http(s) URL, so that the server does not start
 */
export function requestGate(): (request: ArrivingRequest) => Refusal | null {
  const hosts = servedHosts(serverConfig());
  return (request) => refuseRequest(request, hosts);
}

/**
 * The headers every page and data answer carries besides its route's: `x-served-by` with
 * STOREFRONT_INSTANCE_ID, and `Retry-After` on a 503 (the session store failed).
 */
function answerHeaders(status: number, headers: Headers): void {
  const { instanceId } = serverConfig();
  if (instanceId) headers.set('x-served-by', instanceId);
  retryAfterUnavailable(status, headers);
}

/**
 * A data request's answer (a fetcher's post, a client navigation's loaders), with the headers
 * of {@link answerHeaders}.
 *
 * @param response - the answer React Router made
 * @returns the same answer
 */
export function handleDataRequest(response: Response): Response {
  answerHeaders(response.status, response.headers);
  return response;
}

/**
 * A catalogue or content page the page cache holds, ready to write (see
 * {@link PageCache.lookup}).
 */
export const keptPage: PageCache['lookup'] = shopPageCache.lookup;

/** How long a streamed render may wait for deferred data before its boundaries give up. */
export const streamTimeout = 5_000;

/** A rendered document: its HTML as it is produced, and its status once the shell is out. */
interface Rendered {
  body: Readable;
  status: number;
}

/**
 * Renders a document request, React Router's scripts starting after the first paint
 * (`lib/afterPaint.ts`). A page everyone is shown the same (`lib/cache.ts`) is rendered whole
 * and sent with the hashes of its own inline scripts as its script policy, so its HTML is the
 * same for every visitor and the page cache and a CDN keep one body. Any other page streams,
 * its inline scripts carrying a fresh nonce, the only one its policy lets run. Crawlers get
 * every page whole, so they read every product; errors and 404s are never cacheable by a CDN.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  withoutPublicCaching(responseStatusCode, responseHeaders);
  answerHeaders(responseStatusCode, responseHeaders);
  const shared = sharedWithEveryone(responseStatusCode, responseHeaders);
  // The marker of this render's own scripts: a page's nonce, or what tells a shared page's
  // scripts from any that came in through content before it is removed.
  const nonce = createNonce();
  const policy = (scripts: PageScripts) => {
    const config = serverConfig();
    responseHeaders.set(
      'Content-Security-Policy',
      documentPolicy({
        scripts,
        commerceUrls: [config.publicCommerceGraphqlUrl, config.commerceGraphqlUrl],
        dev: import.meta.env.DEV,
      }),
    );
  };
  if (request.method.toUpperCase() === 'HEAD') {
    // No body, so nothing to run: the nonce stands in for the hashes a GET would list.
    policy({ nonce });
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get('user-agent');
  const whole = shared || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  const rendered = await render(request, responseStatusCode, routerContext, nonce, whole);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  withoutPublicCaching(rendered.status, responseHeaders);
  if (!shared) {
    policy({ nonce });
    return new Response(createReadableStreamFromReadable(rendered.body), {
      headers: responseHeaders,
      status: rendered.status,
    });
  }
  const page = sealScripts(await text(rendered.body), nonce);
  policy({ hashes: page.scriptHashes });
  return new Response(page.html, { headers: responseHeaders, status: rendered.status });
}

/**
 * Renders the document with `nonce` on its inline scripts, resolving once its shell is ready
 * (or all of it, when `whole`).
 */
function render(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  nonce: string,
  whole: boolean,
): Promise<Rendered> {
  return new Promise<Rendered>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than this many bytes: its
        // skeletons go out first and the content after, swapped in by an inline script. The
        // catalogue's loaders have awaited their data, so the HTML holds the products in place
        // (readable without JavaScript, no skeleton flash).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const rendered = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const body = scriptsAfterPaint();
          // A closed connection ends both streams (and the render); errors go through onError.
          pipeline(rendered, body, () => {});
          pipe(rendered);
          resolve({ body, status });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
