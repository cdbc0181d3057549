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

/**
 * The policy of a static file a browser shows as a page when it is opened in its own tab (a COA
 * or an icon, SVG): nothing in it may run or load from elsewhere; its inline styles still apply.
 */
export const STATIC_DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** Static files a browser renders as a document when opened directly. */
const DOCUMENT_FILE = /\.(svg|html?|xml)$/i;

/**
 * The headers the production server (`server.js`) sends with a static file.
 *
 * @param path - the file's path
 * @returns `nosniff` for every file (a script, a stylesheet, an image, a font); the pages'
 *   headers and {@link STATIC_DOCUMENT_POLICY} for a file that opens as a document (SVG). The
 *   other files get no page headers: they govern nothing there, and on HTTP/1.1 every response
 *   would carry them (about 350 bytes each, 16 KB over the home page's scripts).
 */
export function staticFileHeaders(path: string): Readonly<Record<string, string>> {
  if (!DOCUMENT_FILE.test(path)) return { 'X-Content-Type-Options': 'nosniff' };
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': STATIC_DOCUMENT_POLICY };
}

/**
 * What lets a page's own inline scripts run: a nonce fresh for each response, for a page that
 * only its visitor sees (streamed, never kept); or the scripts' hashes, for a page that every
 * visitor is shown the same (kept by the page cache and by a CDN).
 */
export type PageScripts = { nonce: string } | { hashes: readonly string[] };

/** What a page's Content-Security-Policy depends on. */
export interface DocumentPolicyOptions {
  /** The nonce or the hashes of the page's own inline scripts. */
  scripts: PageScripts;
  /**
   * The commerce server's GraphQL endpoints, public and server-side: the images in
   * server-rendered pages are addressed on the origin the loader called.
   */
  commerceUrls: readonly string[];
  /** Whether the Vite dev server runs, whose hot reload talks over a WebSocket. */
  dev?: boolean;
}

/**
 * A fresh nonce for one response, or the marker of one render's own scripts on a page shared by
 * every visitor (see `scriptHashes.server.ts`).
 *
 * @returns 16 random bytes in base64
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a server-rendered page.
 *
 * @param options - the page's scripts (nonce or hashes) and the commerce endpoints
 * @returns the policy: only the page's own inline scripts run (by nonce or hash), and what they
 *   load (`'strict-dynamic'`); images, fonts and media from this origin or the commerce server;
 *   requests to this origin only (the browser's GraphQL goes through the storefront's relay); no
 *   framing
 * @remarks A browser that knows `'strict-dynamic'` ignores `'self'`, so even a script of this
 *   origin named in injected markup does not run; `'self'` remains for older browsers. Styles
 *   allow inline: React renders `style` attributes and the toast library injects its
 *   stylesheet at run time. Scripts, the way markup injection would attack, never do.
 */
export function documentPolicy({
  scripts,
  commerceUrls,
  dev = false,
}: DocumentPolicyOptions): string {
  const commerce = [...new Set(commerceUrls.map((url) => new URL(url).origin))].join(' ');
  const own = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...own, "'strict-dynamic'"].join(' '),
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
 * Adds the security headers to a response; a response without a policy (anything but a page)
 * gets {@link NON_DOCUMENT_POLICY}, and one that names no caching `Cache-Control: no-store`.
 *
 * @param response - the response of any storefront route
 * @returns the same response, or a copy when its headers were immutable
 * @remarks Catalogue and content routes say how they may be kept (`lib/cache.ts`); every other
 *   page is one shopper's (cart, checkout, account, login, orders, password reset), which no
 *   browser history, proxy or CDN may keep, and so is any route that forgets to say.
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
