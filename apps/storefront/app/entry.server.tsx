import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { serverConfig } from './config.server';
import { scriptsAfterPaint } from './lib/afterPaint.server';
import { withoutPublicCaching } from './lib/cache';
import { createNonce, documentPolicy } from './lib/securityHeaders.server';

/** The production server (`server.js`) takes the static files' headers from the server build. */
export { clientAddressContext } from './lib/clientAddress.server';
export { staticFileHeaders } from './lib/securityHeaders.server';

/** How long a streamed render may wait for deferred data before its boundaries give up. */
export const streamTimeout = 5_000;

/**
 * Renders a document request: streamed to browsers, whole to crawlers (so they read every
 * product), and never cacheable by a CDN when the status is an error or a 404. Its inline
 * scripts carry a fresh nonce, the only one its Content-Security-Policy lets run, and React
 * Router's scripts start after the first paint (`lib/afterPaint.ts`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  withoutPublicCaching(responseStatusCode, responseHeaders);
  const nonce = createNonce();
  const config = serverConfig();
  responseHeaders.set(
    'Content-Security-Policy',
    documentPolicy({
      nonce,
      commerceUrls: [config.publicCommerceGraphqlUrl, config.commerceGraphqlUrl],
      dev: import.meta.env.DEV,
    }),
  );
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
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
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          withoutPublicCaching(status, responseHeaders);
          pipe(rendered);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
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
