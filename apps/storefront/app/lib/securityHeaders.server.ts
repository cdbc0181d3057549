import { randomBytes } from 'node:crypto';
import { NO_STORE } from './cache';

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
 * The headers the production server (`server.js`) sends with a static file.
 *
 * @param path - the file's path
 * @returns `nosniff`, and for a file that opens as a document (SVG) the pages' headers and
 *   {@link STATIC_DOCUMENT_POLICY}
 * @remarks Other files get no page headers: they govern nothing there, and over HTTP/1.1 they
 *   would cost 350 bytes a file, 16 KB over the home page's scripts.
 */
export function staticFileHeaders(path: string): Readonly<Record<string, string>> {
  if (!DOCUMENT_FILE.test(path)) return { 'X-Content-Type-Options': 'nosniff' };
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': STATIC_DOCUMENT_POLICY };
}

/** What a page's Content-Security-Policy depends on. */
export interface DocumentPolicyOptions {
  /** The hashes of the page's own inline scripts (`scriptHashes.server.ts`). */
  hashes: readonly string[];
  /** The commerce GraphQL endpoints, public and server-side: the images come from their origins. */
  commerceUrls: readonly string[];
  /** Whether the Vite dev server runs, whose hot reload talks over a WebSocket. */
  dev?: boolean;
}

/**
 * The marker of one render's own inline scripts (`scriptHashes.server.ts`).
 *
 * @returns 16 random bytes in base64
 */
export function createMarker(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a server-rendered page.
 *
 * @param options - the hashes of its own inline scripts and the commerce endpoints
 * @returns the policy: only those scripts run, and what they load (`'strict-dynamic'`, which
 *   makes a browser ignore `'self'`, kept for older ones); images, fonts and media from this
 *   origin or the commerce server's; requests to this origin only; no framing
 * @remarks Styles allow inline (React's `style` attributes, the toast library's sheet); scripts,
 *   the way injected markup would attack, never do.
 */
export function documentPolicy({
  hashes,
  commerceUrls,
  dev = false,
}: DocumentPolicyOptions): string {
  const commerce = [...new Set(commerceUrls.map((url) => new URL(url).origin))].join(' ');
  const directives = [
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
  ];
  return directives.join('; ');
}

/**
 * Adds the security headers to any storefront response: {@link NON_DOCUMENT_POLICY} where it has
 * no policy (anything but a page), `Cache-Control: no-store` where it names no caching.
 *
 * @param response - the response of any storefront route
 * @returns the same response, or a copy when its headers were immutable
 * @remarks Catalogue and content routes say how they may be kept (`lib/cache.ts`); every other
 *   page is one shopper's, which no history, proxy or CDN may keep, and so is a route that
 *   forgets to say.
 */
export function withSecurityHeaders(response: Response): Response {
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
  if (!target.headers.has('Cache-Control')) target.headers.set('Cache-Control', NO_STORE);
  return target;
}
