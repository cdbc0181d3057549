import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../app/lib/securityHeaders.server';
import { expect, test } from './fixtures';

/** One answer as it crossed the wire: no client decoding anything. */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The headers that say what was sent, leaving out the moment and the cache's own outcome. */
const described = ({ headers }: RawAnswer) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'x-page-cache'].includes(name)),
  );

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

for (const [accept, encoding] of [
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate', 'gzip'],
  [undefined, 'identity'],
] as const) {
  test(`given a product page asked for twice with Accept-Encoding ${accept ?? '(none)'} / the page cache answers the render's ${encoding} bytes and headers`, async ({
    baseURL,
  }) => {
    // A query of its own (which a product page ignores), so that the first request renders it.
    const url = `${baseURL}/product/bpc-157-5mg?encoding=${encoding}-${Date.now()}`;
    const rendered = await rawGet(url, accept);
    const kept = await rawGet(url, accept);
    expect([rendered.headers['x-page-cache'], kept.headers['x-page-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(kept.status).toBe(200);
    expect(described(kept)).toEqual(described(rendered));
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(kept.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(kept.headers.vary).toBe('Accept-Encoding');
    expect(kept.headers['content-length']).toBe(String(kept.body.byteLength));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(kept.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(kept.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const html = DECODE[encoding]?.(kept.body).toString('utf8') ?? '';
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('</html>');
  });
}

test('given pages of one shopper asked for twice / none is answered from the page cache', async ({
  baseURL,
}) => {
  for (const path of ['/cart', '/checkout', '/my-account']) {
    for (const _time of [1, 2]) {
      const answer = await rawGet(`${baseURL}${path}`, 'gzip, deflate, br');
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers['content-security-policy'], path).toMatch(/'nonce-/);
    }
  }
});
