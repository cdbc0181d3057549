import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

/** Sends a JSON answer. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * What an HTML page may load: its inline styles and SVG, same-origin or data images, the shop's
 * font from this server, nothing else, and no framing. `form-action` is left open because Confirm
 * and Cancel redirect to the storefront.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Sends an HTML page.
 *
 * @param scriptHash - the CSP source (`'sha256-…'`) of the one inline script the page may run;
 *   without it the page runs none
 */
export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  scriptHash?: string,
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': scriptHash ? `${PAGE_CSP}; script-src ${scriptHash}` : PAGE_CSP,
  });
  res.end(html);
}

/** Redirects with 303, so a POST form lands on a GET page. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/**
 * Reads a request body as text, refusing bodies over the limit.
 *
 * @returns the body, or null when it is too large
 */
export async function readBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Escapes text for HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
