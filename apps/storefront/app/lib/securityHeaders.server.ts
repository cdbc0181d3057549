import { type ServerConfig, serverConfig } from '../config.server';
import { NO_STORE } from './cache';
import { retryAfterUnavailable } from './sessionUnavailable.server';

/** Headers every storefront response carries, whatever it holds. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The policy of a response that is not a page (data, sitemap, API answers): nothing may run. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The policy of a static file opened in its own tab (an SVG icon or COA): no script, no load. */
export const STATIC_DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** Static files a browser renders as a document when opened directly. */
const DOCUMENT_FILE = /\.(svg|html?|xml)$/i;

/**
 * A static file's headers: `nosniff`, and the pages' for one that opens as a document (SVG).
 * Page headers govern nothing on a script, and would add 16 KB to the home page's scripts.
 */
export function staticFileHeaders(path: string): Readonly<Record<string, string>> {
  if (!DOCUMENT_FILE.test(path)) return { 'X-Content-Type-Options': 'nosniff' };
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': STATIC_DOCUMENT_POLICY };
}

/**
 * A page's Content-Security-Policy: only its own inline scripts run, and what they load
 * (`'self'` for browsers without `'strict-dynamic'`); images and media from here or commerce;
 * inline styles (React's `style` attributes, the toast library's sheet), never inline scripts.
 *
 * @param hashes - its inline scripts' hashes (`scriptHashes.server.ts`)
 * @param config - the commerce endpoints, public and the server's own
 * @param dev - whether Vite's dev server runs (its WebSocket)
 */
export function documentPolicy(
  hashes: readonly string[],
  config: Pick<ServerConfig, 'publicCommerceGraphqlUrl' | 'commerceGraphqlUrl'>,
  dev = false,
): string {
  const urls = [config.publicCommerceGraphqlUrl, config.commerceGraphqlUrl];
  const commerce = [...new Set(urls.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, "'strict-dynamic'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${commerce}`,
    "font-src 'self' data:",
    `media-src 'self' ${commerce}`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Adds every answer's headers: the security headers, {@link NON_DOCUMENT_POLICY} on anything but
 * a page, `no-store` on an error or where no caching is named (a route that forgets to say is one
 * shopper's), `x-served-by` (STOREFRONT_INSTANCE_ID), `Retry-After` on a 503.
 *
 * @returns the response, or a copy when its headers were immutable
 */
export function withAnswerHeaders(response: Response): Response {
  let target = response;
  try {
    target.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // A response built by Response.redirect() or fetch() has immutable headers.
    target = new Response(response.body, response);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) target.headers.set(name, value);
  if (!target.headers.has('Content-Security-Policy')) {
    target.headers.set('Content-Security-Policy', NON_DOCUMENT_POLICY);
  }
  if (target.status >= 400 || !target.headers.has('Cache-Control')) {
    target.headers.set('Cache-Control', NO_STORE);
  }
  const { instanceId } = serverConfig();
  if (instanceId) target.headers.set('x-served-by', instanceId);
  retryAfterUnavailable(target.status, target.headers);
  return target;
}
