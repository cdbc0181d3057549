import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_PRELOAD_REL, AFTER_PAINT_SCRIPT_TYPE } from './afterPaint';
import { rewriteScripts, scriptsAfterPaint } from './afterPaint.server';

/** A document shaped as React Router renders it, with a non-ASCII character after the scripts. */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="style" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
  '</head><body><main>Peptides</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";</script>',
  '<script nonce="abc">stream("<script type=\\"module\\" async=\\"\\">")</script>',
  '<p>€ 12,00</p></body></html>',
].join('');

const EXPECTED = DOCUMENT.replaceAll(
  '<link rel="modulepreload" ',
  `<link rel="${AFTER_PAINT_PRELOAD_REL}" `,
).replace(
  '<script nonce="abc" type="module" async="">',
  `<script nonce="abc" type="${AFTER_PAINT_SCRIPT_TYPE}">`,
);

/** Streams the document cut into pieces of `size` bytes, as React writes it. */
async function streamed(size: number): Promise<string> {
  const bytes = Buffer.from(DOCUMENT);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(scriptsAfterPaint()));
}

describe('rewriteScripts', () => {
  it('makes the preloads and the module script inert, and says the module script was seen', () => {
    expect(rewriteScripts(DOCUMENT)).toEqual({ html: EXPECTED, done: true });
  });

  it('given HTML before the module script, it rewrites the preloads and is not done', () => {
    const head = DOCUMENT.slice(0, DOCUMENT.indexOf('</head>'));
    expect(rewriteScripts(head).done).toBe(false);
    expect(rewriteScripts(head).html).not.toContain('rel="modulepreload"');
  });
});

describe('scriptsAfterPaint', () => {
  it.each([1, 2, 7, 64, 4096])(
    'given the document in pieces of %i bytes, it rewrites it as a whole and leaves what follows the scripts alone',
    async (size) => {
      expect(await streamed(size)).toBe(EXPECTED);
    },
  );
});
