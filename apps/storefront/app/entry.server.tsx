import { preload } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { serverConfig } from './config.server';
import { withoutPublicCaching } from './lib/cache';
import { NonceContext } from './lib/nonce';
import { shopPageCache } from './lib/pageCache.server';
import { type ArrivingRequest, refuseRequest, servedHosts } from './lib/requestGate.server';
import { ownScriptHashes } from './lib/scriptHashes.server';
import { createMarker, documentPolicy } from './lib/securityHeaders.server';
import { retryAfterUnavailable } from './lib/sessionUnavailable.server';

// What the production server (`server.js`) takes from the server build.
export { clientAddressResolver, nameClient } from './lib/clientAddress.server';
export { closeStorefrontRedis as closeConnections } from './lib/redis.server';
export { staticFileHeaders } from './lib/securityHeaders.server';
export { checkSessionStore } from './lib/shopperSessionStore.server';
/** A fresh kept page, for the production server to write before React Router. */
export const keptPage = shopPageCache.lookup;

/**
 * The production server's gate for the hosts the configuration serves ({@link refuseRequest}).
 *
 * @returns the gate, a function of a request as Node parsed it
 * @throws when STOREFRONT_URL is no http(s) URL, so that the server does not start
 */
export function requestGate() {
  const hosts = servedHosts(serverConfig());
  return (request: ArrivingRequest) => refuseRequest(request, hosts);
}

/** Headers of every answer: `x-served-by` (STOREFRONT_INSTANCE_ID), `Retry-After` on a 503. */
function answerHeaders(status: number, headers: Headers): void {
  const { instanceId } = serverConfig();
  if (instanceId) headers.set('x-served-by', instanceId);
  retryAfterUnavailable(status, headers);
}

/**
 * A data request's answer (a fetcher's post, a navigation's loaders), with those headers.
 *
 * @param response - the answer React Router made
 * @returns the same answer
 */
export function handleDataRequest(response: Response): Response {
  answerHeaders(response.status, response.headers);
  return response;
}

/** How long a streamed render may wait for deferred data before its boundaries give up. */
export const streamTimeout = 5_000;

/**
 * Renders a document request whole, React Router's scripts starting after the first paint
 * (`lib/afterPaint.ts`), with a marker as its scripts' nonce, known to this render only, and
 * sends it with the hashes of the scripts that carry it as its script policy: a page everyone
 * is shown the same (`lib/cache.ts`) is one body for every visitor, which the page cache and a
 * CDN keep. A page's deferred data waits its loader's time, {@link streamTimeout} at most;
 * errors and 404s are never cacheable by a CDN.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  answerHeaders(responseStatusCode, responseHeaders);
  const marker = createMarker();
  // A HEAD has no body, so nothing to run.
  const { html, status } =
    request.method.toUpperCase() === 'HEAD'
      ? { html: '', status: responseStatusCode }
      : await render(request, responseStatusCode, routerContext, marker);
  withoutPublicCaching(status, responseHeaders);
  const { publicCommerceGraphqlUrl, commerceGraphqlUrl } = serverConfig();
  const policy = documentPolicy({
    hashes: ownScriptHashes(html, marker),
    commerceUrls: [publicCommerceGraphqlUrl, commerceGraphqlUrl],
    dev: import.meta.env.DEV,
  });
  responseHeaders.set('Content-Security-Policy', policy);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html || null, { headers: responseHeaders, status });
}

/**
 * Starts the matched routes' stylesheets first: React writes `preload` hints first in the head,
 * ahead of the icon, font and hero image that `<Links />` puts before the stylesheets.
 */
function StylesheetsFirst({ context }: { context: EntryContext }) {
  for (const { route } of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[route.id]?.css ?? []) preload(href, { as: 'style' });
  }
  return null;
}

/** Renders the document with `marker` on its inline scripts: its HTML and status once all is ready. */
async function render(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  marker: string,
): Promise<{ html: string; status: number }> {
  let status = responseStatusCode;
  let shellRendered = false;
  // Deferred data not come by then is given up: its boundaries render in the browser.
  const deadline = new AbortController();
  const timeout = setTimeout(() => deadline.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(
      <>
        <StylesheetsFirst context={routerContext} />
        <NonceContext value={marker}>
          <ServerRouter context={routerContext} url={request.url} nonce={marker} />
        </NonceContext>
      </>,
      {
        nonce: marker,
        signal: deadline.signal,
        // A finished Suspense boundary stays in place however big (React would outline it,
        // skeleton first), so the HTML holds the loaders' data, readable without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error: unknown) {
          status = 500;
          // An error before the shell rejects the render, and React Router logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
    shellRendered = true;
    await stream.allReady;
    return { html: await new Response(stream).text(), status };
  } finally {
    clearTimeout(timeout);
  }
}
