import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../app/lib/securityHeaders.server';
import { expect, test } from './fixtures';
import { ownStorefront } from './own-storefront';

// The file's tests share one storefront of their own (below), in order in one worker.
test.describe.configure({ mode: 'default' });

/**
 * A storefront of this file's own, on the run's commerce server: nothing else fills its page
 * cache, so a page's first request here is rendered. (A query a page does not read no longer
 * makes a page of its own, so it cannot stand in for a page nobody asked for yet.)
 */
const ownUrl = ownStorefront();

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

for (const [accept, encoding, product] of [
  ['gzip, deflate, br', 'br', 'bpc-157-5mg'],
  ['gzip, deflate', 'gzip', 'tesamorelin'],
  [undefined, 'identity', 'retatrutide'],
] as const) {
  test(`given a product page asked for twice with Accept-Encoding ${accept ?? '(none)'} / the page cache answers the render's ${encoding} page and headers`, async () => {
    // A product of its own, so that the first request renders it.
    const url = `${ownUrl()}/product/${product}`;
    const rendered = await rawGet(url, accept);
    const kept = await rawGet(url, accept);
    expect([rendered.headers['x-page-cache'], kept.headers['x-page-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(kept.status).toBe(200);
    expect(described(kept)).toEqual(described(rendered));
    expect(kept.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(kept.headers.vary).toBe('Accept-Encoding');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(kept.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(kept.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const html = (answer: RawAnswer) => DECODE[encoding]?.(answer.body).toString('utf8') ?? '';
    expect(html(kept)).toBe(html(rendered));
    expect(html(kept)).toMatch(/^<!DOCTYPE html>/i);
    expect(html(kept)).toContain('</html>');
  });
}

test('given pages of one shopper asked for twice / none is answered from the page cache', async ({
  baseURL,
}) => {
  for (const path of ['/cart', '/checkout', '/auth']) {
    for (const _time of [1, 2]) {
      const answer = await rawGet(`${baseURL}${path}`, 'gzip, deflate, br');
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers['content-security-policy'], path).toMatch(/'sha256-/);
    }
  }
});

test('given queries a page does not read (trackers, cache busters, a repeat) / they are redirected to the page without them, which is kept', async () => {
  for (const [path, query, canonical] of [
    ['/faqs', '?utm_source=mail', '/faqs'],
    ['/', '?utm_source=mail&r=1', '/'],
    ['/blog', '?r=2', '/blog'],
    ['/search', '?utm_source=mail', '/search'],
    [
      '/product/tesamorelin',
      '?utm_source=mail&attribute_pa_size=5mg&attribute_pa_size=10mg',
      '/product/tesamorelin?attribute_pa_size=5mg',
    ],
  ]) {
    const answer = await rawGet(`${ownUrl()}${path}${query}`, 'gzip, deflate, br');
    expect(answer.status, `${path}${query}`).toBe(301);
    expect(answer.headers.location, `${path}${query}`).toBe(canonical);
    expect(answer.headers['x-page-cache'], `${path}${query}`).toBeUndefined();
    await rawGet(`${ownUrl()}${canonical}`, 'gzip, deflate, br');
    const kept = await rawGet(`${ownUrl()}${canonical}`, 'gzip, deflate, br');
    expect(['hit', 'stale'], canonical).toContain(kept.headers['x-page-cache']);
  }
});

test('given a query a page reads but whose value names nothing (an unknown variation or category) / the page is rendered each time and never kept', async () => {
  for (const path of [
    `/product/tesamorelin?attribute_pa_size=${Date.now()}mg`,
    `/coas?category=made-up-${Date.now()}`,
  ]) {
    for (const _time of [1, 2]) {
      const answer = await rawGet(`${ownUrl()}${path}`, 'gzip, deflate, br');
      expect(answer.status, path).toBe(200);
      // Rendered for this request alone: the page cache neither kept nor served it.
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
  }
  // A variation's own query is kept like the bare page.
  const variation = `${ownUrl()}/product/tesamorelin?attribute_pa_size=5mg`;
  await rawGet(variation, 'gzip, deflate, br');
  expect((await rawGet(variation, 'gzip, deflate, br')).headers['x-page-cache']).toMatch(
    /^(hit|stale)$/,
  );
});
