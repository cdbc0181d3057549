import { randomBytes } from 'node:crypto';

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
 * The policy of a static file (a COA or an icon opened in its own tab, a script, a font):
 * nothing in it may run or load from elsewhere; its own inline styles and images still show.
 * Files loaded by a page (images, scripts, fonts) are not governed by it.
 */
export const STATIC_FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** Headers of every static file the production server (`server.js`) sends. */
export const STATIC_FILE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': STATIC_FILE_POLICY,
};

/** What a page's Content-Security-Policy depends on. */
export interface DocumentPolicyOptions {
  /** This response's script nonce (React Router's and React's inline scripts carry it). */
  nonce: string;
  /**
   * The commerce server's GraphQL endpoints: the browser's (queries) and the loaders' (the
   * images in server-rendered pages are addressed on the origin the loader called).
   */
  commerceUrls: readonly string[];
  /** Whether the Vite dev server runs, whose hot reload talks over a WebSocket. */
  dev?: boolean;
}

/**
 * A fresh nonce for one response.
 *
 * @returns 16 random bytes in base64
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a server-rendered page.
 *
 * @param options - the nonce and the commerce endpoints
 * @returns the policy: scripts only from this origin or with the nonce; images, fonts and media
 *   from this origin or the commerce server; GraphQL calls to the commerce server; no framing
 * @remarks Styles allow inline: React renders `style` attributes and the toast library injects
 *   its stylesheet at run time. Scripts, the way markup injection would attack, never do.
 */
export function documentPolicy({
  nonce,
  commerceUrls,
  dev = false,
}: DocumentPolicyOptions): string {
  const commerce = [...new Set(commerceUrls.map((url) => new URL(url).origin))].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${commerce}`,
    "font-src 'self' data:",
    `media-src 'self' ${commerce}`,
    `connect-src 'self' ${commerce}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/**
 * Adds the security headers to a response; a response without a policy (anything but a page)
 * gets {@link NON_DOCUMENT_POLICY}.
 *
 * @param response - the response of any storefront route
 * @returns the same response, or a copy when its headers were immutable
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
  return target;
}
