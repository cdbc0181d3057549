import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, PAGE_CACHE_HEADER } from './pageCache.server';
import { type QueryReads, readsQuery } from './pageQuery.server';

const SHOP = 'http://127.0.0.1:3000';

type Render = () => Response | Promise<Response>;

const HTML = '<p>page</p><script>hydrate()</script>';
const HASH_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc' 'strict-dynamic'";

/** A page as the entry renders it, its policy listing its script's hash. */
function page(
  label: string,
  { status = 200, cacheControl = 'public, s-maxage=60', contentType = 'text/html' } = {},
): Response {
  return new Response(`${HTML}<!-- ${label} -->`, {
    status,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      'Content-Security-Policy': HASH_POLICY,
    },
  });
}

/** A request as Node's HTTP server hands it to the production server's fast path. */
function arriving(
  method: string,
  url: string,
  acceptEncoding: string | undefined,
  cookie: string | undefined,
): IncomingMessage {
  return { method, url, headers: { 'accept-encoding': acceptEncoding, cookie } } as IncomingMessage;
}

function setup(options: { maxBytes?: number } = {}) {
  // The cache reads the clock through Date.now.
  const clock = {
    set now(ms: number) {
      vi.setSystemTime(ms);
    },
  };
  const cache = createPageCache({ freshMs: 1_000, staleMs: 5_000, ...options });
  let renders = 0;
  const renderer = vi.fn<Render>(() => page(`rendered${++renders}`));
  /** A request through the cache, to a route that declares `reads` as its query, if given. */
  const get = (
    path: string,
    init: RequestInit = {},
    render: Render = renderer,
    reads?: QueryReads,
  ) => {
    const args = {
      request: new Request(`${SHOP}${path}`, init),
      context: new RouterContextProvider(),
      params: {},
    } as unknown as Parameters<typeof cache.middleware>[0];
    const route = async () =>
      (reads ? readsQuery(reads)(args, async () => render()) : render()) as Promise<Response>;
    return cache.middleware(args, route) as Promise<Response>;
  };
  return { clock, cache, renderer, get };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPageCache', () => {
  it('given a public page served again while fresh, it answers the same body and policy without rendering', async () => {
    const { renderer, get } = setup();
    const first = await get('/product/bpc-157');
    const second = await get('/product/bpc-157');
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await first.text()).toBe(`${HTML}<!-- rendered1 -->`);
    expect(await second.text()).toBe(`${HTML}<!-- rendered1 -->`);
    for (const response of [first, second]) {
      expect(response.headers.get('Content-Security-Policy')).toBe(HASH_POLICY);
      expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=60');
    }
  });

  it('given a fresh kept page / lookup answers what the middleware would, with the security headers, and nothing once it is stale', async () => {
    const { clock, cache, get } = setup();
    await get('/product/bpc-157');
    const viaMiddleware = await get('/product/bpc-157', { headers: { 'Accept-Encoding': 'br' } });
    const page = cache.lookup(arriving('GET', '/product/bpc-157', 'gzip, deflate, br', undefined));
    expect(page?.status).toBe(200);
    expect(brotliDecompressSync(page?.body ?? new Uint8Array()).toString()).toBe(
      await (async () => brotliDecompressSync(await viaMiddleware.arrayBuffer()).toString())(),
    );
    expect(page?.headers['content-encoding']).toBe('br');
    expect(page?.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(page?.headers['content-security-policy']).toBe(HASH_POLICY);
    expect(page?.headers['x-content-type-options']).toBe('nosniff');
    expect(page?.headers['x-frame-options']).toBe('DENY');
    // No header: the HTML as it is. Gzip alone, a cart's marker, a POST: left to the middleware.
    expect(
      Buffer.from(
        cache.lookup(arriving('GET', '/product/bpc-157', undefined, undefined))?.body ?? [],
      ).toString(),
    ).toBe(`${HTML}<!-- rendered1 -->`);
    expect(cache.lookup(arriving('GET', '/product/bpc-157', 'gzip', undefined))).toBeUndefined();
    expect(cache.lookup(arriving('GET', '/product/bpc-157', 'br', 'has_cart=1'))).toBeUndefined();
    expect(cache.lookup(arriving('POST', '/product/bpc-157', 'br', undefined))).toBeUndefined();
    expect(cache.lookup(arriving('GET', '/shop', 'br', undefined))).toBeUndefined();
    clock.now = 1_500;
    expect(cache.lookup(arriving('GET', '/product/bpc-157', 'br', undefined))).toBeUndefined();
  });

  it('given a page past its freshness, it serves it stale once while one render replaces it', async () => {
    const { clock, renderer, get } = setup();
    await get('/shop');
    clock.now = 1_500;
    const [stale, alsoStale] = await Promise.all([get('/shop'), get('/shop')]);
    expect(stale.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(alsoStale.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(await stale.text()).toBe(`${HTML}<!-- rendered1 -->`);
    // The background render starts once the stale answers are out.
    await vi.waitFor(() => expect(renderer).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => {
      expect((await get('/shop')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    });
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('given a page past its staleness, it renders it before answering', async () => {
    const { clock, renderer, get } = setup();
    await get('/shop');
    clock.now = 6_500;
    expect((await get('/shop')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('given a stale page whose new render is no longer public, it drops the page', async () => {
    const { clock, get } = setup();
    await get('/product/gone');
    clock.now = 1_500;
    const notFound = vi.fn<Render>(() => page('n', { status: 404 }));
    expect((await get('/product/gone', {}, notFound)).headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    await vi.waitFor(async () => {
      expect((await get('/product/gone', {}, notFound)).status).toBe(404);
    });
  });

  it.each([
    ['brotli', 'gzip, deflate, br', 'br', brotliDecompressSync],
    ['no brotli', 'br;q=0, gzip', null, (body: Buffer) => body],
    ['nothing said', '', null, (body: Buffer) => body],
  ])(
    'given a request that takes %s, it answers the kept page in brotli or as it is',
    async (_name, accept, encoding, decode) => {
      const { get } = setup();
      for (const outcome of ['miss', 'hit']) {
        const response = await get('/shop', { headers: { 'Accept-Encoding': accept } });
        expect(response.headers.get(PAGE_CACHE_HEADER)).toBe(outcome);
        expect(response.headers.get('Content-Encoding')).toBe(encoding);
        expect(response.headers.get('Vary')).toBe('Accept-Encoding');
        const body = Buffer.from(await response.arrayBuffer());
        expect(decode(body).toString()).toBe(`${HTML}<!-- rendered1 -->`);
      }
    },
  );

  it('given a route that declares its query / it keys pages by path and that query', async () => {
    const { renderer, get } = setup();
    const whole: QueryReads = () => 'whole';
    await get('/shop', {}, renderer, whole);
    await get('/shop?page=2', {}, renderer, whole);
    await get('/shop?page=2', {}, renderer, whole);
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('given a page with a query its route did not declare / it renders every request and keeps nothing', async () => {
    const { cache, renderer, get } = setup();
    for (const _time of [1, 2]) {
      const response = await get('/new-content-page?utm_source=mail');
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
    expect(renderer).toHaveBeenCalledTimes(2);
    expect(cache.size()).toBe(0);
  });

  it('given a query a route does not read / it is redirected to the page without it, before any render', async () => {
    const { renderer, get } = setup();
    const variation: QueryReads = () => (name) => name.startsWith('attribute_');
    const answer = await get(
      '/product/a?utm_source=x&attribute_size=5mg&attribute_size=1mg',
      {},
      renderer,
      variation,
    ).catch((thrown: unknown) => thrown as Response);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/product/a?attribute_size=5mg');
    expect(renderer).not.toHaveBeenCalled();
    await get('/product/a?attribute_size=5mg', {}, renderer, variation);
    const kept = await get('/product/a?attribute_size=5mg', {}, renderer, variation);
    expect(kept.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('given a query it reads spelled otherwise than a form sends it / it is redirected once to the form spelling, which it keeps', async () => {
    const { renderer, get } = setup();
    const variation: QueryReads = () => (name) => name.startsWith('attribute_');
    const answer = await get('/product/a?attribute_size=5%20mg', {}, renderer, variation).catch(
      (thrown: unknown) => thrown as Response,
    );
    expect(answer.headers.get('Location')).toBe('/product/a?attribute_size=5+mg');
    const page = await get('/product/a?attribute_size=5+mg', {}, renderer, variation);
    expect(page.status).toBe(200);
    expect(renderer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error page', () => page('n', { status: 500 })],
    ['a not-found page', () => page('n', { status: 404 })],
    ['a page whose data partly failed (no-store)', () => page('n', { cacheControl: 'no-store' })],
    ['a page without public caching', () => page('n', { cacheControl: 'private' })],
    ['a response that is not HTML', () => page('n', { contentType: 'application/xml' })],
    [
      'a response setting a cookie',
      () => {
        const response = page('n');
        response.headers.set('Set-Cookie', 'a=b');
        return response;
      },
    ],
  ])('given %s, it renders every request', async (_name, render) => {
    const { cache, get } = setup();
    const renderer = vi.fn<Render>(render);
    await get('/x', {}, renderer);
    expect(cache.size()).toBe(0);
    const second = await get('/x', {}, renderer);
    expect(renderer).toHaveBeenCalledTimes(2);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it.each([
    ['a client navigation data request', '/shop.data', {}],
    ['a POST', '/shop', { method: 'POST', body: 'x' }],
    ['a shopper with a cart', '/shop', { headers: { Cookie: 'shop_session=s; has_cart=1' } }],
  ])('given %s, it passes it through', async (_name, path, init) => {
    const { renderer, get } = setup();
    await get(path, init);
    await get(path, init);
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('given concurrent requests for a page not kept, it renders the page once', async () => {
    const { renderer, get } = setup();
    const responses = await Promise.all([get('/'), get('/'), get('/')]);
    expect(renderer).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set([`${HTML}<!-- rendered1 -->`]));
  });

  it('given a failing render, it keeps nothing and concurrent requests render on their own', async () => {
    const { get } = setup();
    const renderer = vi.fn<Render>(() => page('n', { status: 500 }));
    const [first, second] = await Promise.all([get('/', {}, renderer), get('/', {}, renderer)]);
    expect([first.status, second.status]).toEqual([500, 500]);
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used page beyond its byte bound', async () => {
    const html = Buffer.from(await page('rendered1').text());
    const brotli = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    });
    // Each page is kept as it is and compressed once.
    const size = html.byteLength + brotli.byteLength;
    const { cache, renderer, get } = setup({ maxBytes: size * 2 });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    expect(cache.size()).toBe(2);
    await get('/a');
    expect(renderer).toHaveBeenCalledTimes(3);
    await get('/b');
    expect(renderer).toHaveBeenCalledTimes(4);
  });
});
