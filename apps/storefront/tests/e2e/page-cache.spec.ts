import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../app/lib/securityHeaders.server';
import { expect, test } from './fixtures';
import { freePort, type RunningProcess, startStorefront } from './global-setup';

// The file's tests share one storefront of their own (below), in order in one worker.
test.describe.configure({ mode: 'default' });

/**
 * A storefront of this file's own, on the run's commerce server: nothing else fills its page
 * cache, so a page's first request here is rendered. (A query a page does not read no longer
 * makes a page of its own, so it cannot stand in for a page nobody asked for yet.)
 */
let own: RunningProcess | undefined;
test.beforeAll(async () => {
  own = await startStorefront({
    port: await freePort(),
    graphqlUrl: process.env.E2E_COMMERCE_URL ?? '',
  });
});
test.afterAll(async () => {
  await own?.stop();
});

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
  test(`given a product page asked for twice with Accept-Encoding ${accept ?? '(none)'} / the page cache answers the render's ${encoding} bytes and headers`, async () => {
    // A product of its own, so that the first request renders it.
    const url = `${own?.url}/product/${product}`;
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
  for (const path of ['/cart', '/checkout', '/auth']) {
    for (const _time of [1, 2]) {
      const answer = await rawGet(`${baseURL}${path}`, 'gzip, deflate, br');
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers['content-security-policy'], path).toMatch(/'nonce-/);
    }
  }
});

test('given queries a page does not read (trackers, cache busters) / they are answered from the kept page and make no page of their own', async () => {
  for (const path of ['/faqs', '/product/bpc-157-5mg', '/blog', '/', '/search']) {
    // Kept by this request, or already.
    await rawGet(`${own?.url}${path}`, 'gzip, deflate, br');
    for (const n of [1, 2, 3]) {
      const query = `?utm_source=mail&r=${Date.now()}-${n}`;
      const answer = await rawGet(`${own?.url}${path}${query}`, 'gzip, deflate, br');
      expect(answer.status, `${path}${query}`).toBe(200);
      expect(['hit', 'stale'], `${path}${query}`).toContain(answer.headers['x-page-cache']);
    }
  }
});

test('given a query a page reads but whose value names nothing (an unknown variation or category) / the page is rendered each time and never kept', async () => {
  for (const path of [
    `/product/tesamorelin?attribute_pa_size=${Date.now()}mg`,
    `/coas?category=made-up-${Date.now()}`,
  ]) {
    for (const _time of [1, 2]) {
      const answer = await rawGet(`${own?.url}${path}`, 'gzip, deflate, br');
      expect(answer.status, path).toBe(200);
      // Rendered for this request alone: the page cache neither kept nor served it.
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
  }
  // A variation's own query is kept like the bare page.
  const variation = `${own?.url}/product/tesamorelin?attribute_pa_size=5mg`;
  await rawGet(variation, 'gzip, deflate, br');
  expect((await rawGet(variation, 'gzip, deflate, br')).headers['x-page-cache']).toMatch(
    /^(hit|stale)$/,
  );
});
