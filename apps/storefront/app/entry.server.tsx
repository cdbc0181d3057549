import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { preload } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { serverConfig } from './config.server';
import { sharedWithEveryone, withoutPublicCaching } from './lib/cache';
import { NonceContext } from './lib/nonce';
import { shopPageCache } from './lib/pageCache.server';
import {
  type ArrivingRequest,
  type Refusal,
  refuseRequest,
  servedHosts,
} from './lib/requestGate.server';
import { ownScriptHashes } from './lib/scriptHashes.server';
import { createNonce, documentPolicy, type PageScripts } from './lib/securityHeaders.server';
import { retryAfterUnavailable } from './lib/sessionUnavailable.server';

/** The production server (`server.js`) takes these from the server build. */
export { CLIENT_ADDRESS_HEADER, clientAddressResolver } from './lib/clientAddress.server';
export { closeStorefrontRedis as closeConnections } from './lib/redis.server';

/** A fresh kept page for the production server to write before Express (see the page cache). */
export const keptPage = shopPageCache.lookup;
export { staticFileHeaders } from './lib/securityHeaders.server';
export { checkSessionStore } from './lib/shopperSessionStore.server';

/**
 * The production server's gate, for the hosts the configuration serves: what it refuses before
 * Express and React Router (see {@link refuseRequest}).
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

/** How long a streamed render may wait for deferred data before its boundaries give up. */
export const streamTimeout = 5_000;

/**
 * Renders a document request, React Router's scripts starting after the first paint
 * (`lib/afterPaint.ts`). A page everyone is shown the same (`lib/cache.ts`) is rendered
 * whole with a marker as its scripts' nonce, known to this render only, and sent as rendered
 * with the hashes of the scripts that carry it as its script policy, so the page cache and a
 * CDN keep one body for every visitor. Any other page streams, its inline scripts carrying a
 * fresh nonce, the only one its policy lets run. Crawlers get every page whole, so they read
 * every product; errors and 404s are never cacheable by a CDN.
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
  const html = await text(rendered.body);
  policy({ hashes: ownScriptHashes(html, nonce) });
  return new Response(html, { headers: responseHeaders, status: rendered.status });
}

/**
 * Starts the matched routes' stylesheets first: React writes the hints of `preload` first in
 * the head, ahead of the icon, the font and the hero image that `<Links />` renders before the
 * stylesheets. The hrefs are the ones `<Links />` reads.
 */
function StylesheetsFirst({ context }: { context: EntryContext }) {
  for (const { route } of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[route.id]?.css ?? []) preload(href, { as: 'style' });
  }
  return null;
}

/**
 * Renders the document with `nonce` on its inline scripts, resolving once its shell is ready
 * (or all of it, when `whole`) with the HTML as it is produced and the status then known.
 */
function render(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  nonce: string,
  whole: boolean,
): Promise<{ body: PassThrough; status: number }> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      body.on('close', () => clearTimeout(timeout));
      resolve({ body, status });
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <>
        <StylesheetsFirst context={routerContext} />
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </>,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than this many bytes: its
        // skeletons go out first and the content after, swapped in by an inline script. The
        // catalogue's loaders have awaited their data, so the HTML holds the products in place
        // (readable without JavaScript, no skeleton flash).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        ...(whole ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
