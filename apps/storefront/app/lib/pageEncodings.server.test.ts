import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBytes, encodePage, negotiateEncoding } from './pageEncodings.server';

const HTML = new TextEncoder().encode(`<!DOCTYPE html><p>${'peptide '.repeat(500)}</p>`);

describe('negotiateEncoding', () => {
  it.each([
    ['a browser taking gzip, deflate and brotli alike', 'gzip, deflate, br', 'br'],
    ['brotli and gzip at the same weight', 'gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip weighted above brotli', 'br;q=0.5, gzip', 'gzip'],
    ['brotli refused', 'br;q=0, gzip, deflate', 'gzip'],
    ['gzip only, in capitals', 'GZIP', 'gzip'],
    ['any encoding', '*', 'br'],
    ['deflate only', 'deflate', 'identity'],
    ['identity only', 'identity', 'identity'],
    ['every encoding refused', 'br;q=0, gzip;q=0, identity;q=0, *;q=0', 'identity'],
    ['an empty header', '', 'identity'],
    ['no header', undefined, 'identity'],
  ])('given %s, it answers %s', (_name, header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});

describe('encodePage', () => {
  const headers: [string, string][] = [
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Length', '1'],
    ['Content-Encoding', 'deflate'],
    ['Vary', 'Cookie'],
  ];

  it('given a page, each encoding holds the same HTML with its own length and encoding', async () => {
    const pages = await encodePage(HTML, headers);
    const decoded = {
      br: brotliDecompressSync(pages.br.body),
      gzip: gunzipSync(pages.gzip.body),
      identity: Buffer.from(pages.identity.body),
    };
    for (const [encoding, html] of Object.entries(decoded)) {
      expect(html.equals(Buffer.from(HTML)), encoding).toBe(true);
    }
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const sent = new Headers(pages[encoding].headers);
      expect(sent.get('Content-Length'), encoding).toBe(String(pages[encoding].body.byteLength));
      expect(sent.get('Content-Encoding'), encoding).toBe(
        encoding === 'identity' ? null : encoding,
      );
      expect(sent.get('Content-Type'), encoding).toBe('text/html; charset=utf-8');
    }
    expect(pages.br.body.byteLength).toBeLessThan(pages.gzip.body.byteLength);
    expect(pages.gzip.body.byteLength).toBeLessThan(HTML.byteLength);
  });

  it('given a page, every encoding says it varies by Accept-Encoding beside what it varied by', async () => {
    const pages = await encodePage(HTML, headers);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(new Headers(pages[encoding].headers).get('Vary'), encoding).toBe(
        'Cookie, Accept-Encoding',
      );
    }
  });

  it('given a page, it counts the bytes of all its encodings, each held in a buffer of its own size', async () => {
    const pages = await encodePage(HTML, []);
    const bodies = [pages.br.body, pages.gzip.body, pages.identity.body];
    expect(encodedBytes(pages)).toBe(bodies.reduce((sum, body) => sum + body.byteLength, 0));
    for (const body of bodies) expect(body.buffer.byteLength).toBe(body.byteLength);
  });
});
