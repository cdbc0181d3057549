import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

/** The shop's typeface (Inter, the storefront's own), its Latin subset, from its npm package. */
const INTER_LATIN_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** The font file and the address this server serves it at. */
export interface ServedFont {
  /** Named for its content, so a new version of the file is a new address. */
  path: string;
  body: Buffer;
}

let interLatin: ServedFont | null = null;

/**
 * The Latin subset of Inter as this server serves it, read once.
 *
 * @returns its address (`/fonts/inter-latin-{hash}.woff2`) and its bytes
 */
export function interLatinFont(): ServedFont {
  if (!interLatin) {
    const body = readFileSync(INTER_LATIN_FILE);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    interLatin = { path: `/fonts/inter-latin-${hash}.woff2`, body };
  }
  return interLatin;
}

/**
 * Sends the font, cacheable for a year: its address changes with its content.
 *
 * @param res - the answer
 * @param font - the font to send
 */
export function sendFont(res: ServerResponse, font: ServedFont): void {
  res.writeHead(200, {
    'content-type': 'font/woff2',
    'content-length': font.body.length,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(font.body);
}
