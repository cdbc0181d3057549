import { preload } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { serverConfig } from './config.server';
import { NonceContext } from './lib/nonce';
import { shopPageCache } from './lib/pageCache.server';
import { createMarker, ownScriptHashes } from './lib/scriptHashes.server';
import { documentPolicy } from './lib/securityHeaders.server';

// What the production server (`server.js`) takes from the server build.
export { clientAddressResolver, nameClient } from './lib/clientAddress.server';
export { closeStorefrontRedis as closeConnections } from './lib/redis.server';
export { requestGate } from './lib/requestGate.server';
export { staticFileHeaders } from './lib/securityHeaders.server';
export { checkSessionStore } from './lib/shopperSessionStore.server';
/** A fresh kept page, for the production server to write before React Router. */
export const keptPage = shopPageCache.lookup;

/** How long a render may wait for deferred data before its boundaries give up. */
export const streamTimeout = 5_000;

/**
 * Renders a document whole, a marker known to this render only as its scripts' nonce, and sends
 * the hashes of the scripts carrying it as its script policy: a page shown the same to everyone
 * is one body for every visitor, which the page cache and a CDN keep (decision 024).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const marker = createMarker();
  const { html, status } = await render(request, responseStatusCode, routerContext, marker);
  const policy = documentPolicy(ownScriptHashes(html, marker), serverConfig(), import.meta.env.DEV);
  responseHeaders.set('Content-Security-Policy', policy);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html || null, { headers: responseHeaders, status });
}

/** Starts the routes' stylesheets first: React writes `preload` hints first in the head. */
function StylesheetsFirst({ context }: { context: EntryContext }) {
  for (const { route } of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[route.id]?.css ?? []) preload(href, { as: 'style' });
  }
  return null;
}

/** The document rendered with `marker` on its inline scripts, once all is ready. */
async function render(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  marker: string,
): Promise<{ html: string; status: number }> {
  let status = responseStatusCode;
  // A HEAD has no body, so nothing to run.
  if (request.method === 'HEAD') return { html: '', status };
  let shellRendered = false;
  const stream = await renderToReadableStream(
    <>
      <StylesheetsFirst context={routerContext} />
      <NonceContext value={marker}>
        <ServerRouter context={routerContext} url={request.url} nonce={marker} />
      </NonceContext>
    </>,
    {
      nonce: marker,
      // Deferred data not come by then is given up: its boundaries render in the browser.
      signal: AbortSignal.timeout(streamTimeout + 1000),
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
}
