import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type KeptPage, PAGE_CACHE_HEADER } from './pageCache.server';
import { encodedBytes, encodePage } from './pageEncodings.server';
import { SECURITY_HEADERS } from './securityHeaders.server';

const SHOP = 'http://127.0.0.1:3000';

type Render = () => Response | Promise<Response>;

const HTML = '<p>page</p><script>hydrate()</script>';
const HASH_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc' 'strict-dynamic'";

/**
 * A page as the entry renders it: a public page's policy lists its script's hash, any other
 * page's policy the render's nonce.
 */
function page(
  label: string,
  {
    status = 200,
    cacheControl = 'public, s-maxage=60',
    contentType = 'text/html',
    policy = HASH_POLICY,
  } = {},
): Response {
  return new Response(`${HTML}<!-- ${label} -->`, {
    status,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      'Content-Security-Policy': policy,
    },
  });
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
  const get = (path: string, init: RequestInit = {}, render: Render = renderer) =>
    cache.middleware(
      { request: new Request(`${SHOP}${path}`, init) } as Parameters<typeof cache.middleware>[0],
      async () => render(),
    ) as Promise<Response>;
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
    ['gzip', 'br;q=0.5, gzip', 'gzip', gunzipSync],
    ['the HTML as it is', 'deflate', null, (body: Buffer) => body],
  ])(
    'given a request that takes %s, it answers the kept page so',
    async (_name, accept, encoding, decode) => {
      const { get } = setup();
      for (const outcome of ['miss', 'hit']) {
        const response = await get('/shop', { headers: { 'Accept-Encoding': accept } });
        expect(response.headers.get(PAGE_CACHE_HEADER)).toBe(outcome);
        expect(response.headers.get('Content-Encoding')).toBe(encoding);
        expect(response.headers.get('Vary')).toBe('Accept-Encoding');
        const body = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
        expect(decode(body).toString()).toBe(`${HTML}<!-- rendered1 -->`);
      }
    },
  );

  it('keys pages by path and query', async () => {
    const { renderer, get } = setup();
    await get('/shop');
    await get('/shop?page=2');
    await get('/shop?page=2');
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an error page', () => page('n', { status: 500 })],
    ['a not-found page', () => page('n', { status: 404 })],
    ['a page whose data partly failed (no-store)', () => page('n', { cacheControl: 'no-store' })],
    ['a page without public caching', () => page('n', { cacheControl: 'private' })],
    ['a response that is not HTML', () => page('n', { contentType: 'application/xml' })],
    [
      'a public page whose policy holds a nonce (every visitor would share it)',
      () => page('n', { policy: "script-src 'self' 'nonce-abc' 'strict-dynamic'" }),
    ],
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
    expect(cache.lookup('GET', '/x', 'gzip')).toBeUndefined();
    const second = await get('/x', {}, renderer);
    expect(renderer).toHaveBeenCalledTimes(2);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it.each([
    ['a client navigation data request', '/shop.data', {}],
    ['a POST', '/shop', { method: 'POST', body: 'x' }],
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
    const size = encodedBytes(await encodePage(html, []));
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

describe('PageCache.lookup', () => {
  const pairs = (kept: KeptPage | undefined) =>
    (kept?.headers ?? []).flatMap((name, index, flat) =>
      index % 2 ? [] : [[name, flat[index + 1] ?? ''] as [string, string]],
    );
  const headersOf = (kept: KeptPage | undefined) => new Headers(pairs(kept));
  const text = (kept: KeptPage | undefined) => Buffer.from(kept?.body ?? []).toString();

  it.each([['gzip, deflate, br'], ['gzip'], [undefined]])(
    'given a page kept fresh and Accept-Encoding %s, it answers the bytes and headers of the middleware hit',
    async (accept) => {
      const { cache, get } = setup();
      await get('/product/bpc-157');
      const viaMiddleware = await get('/product/bpc-157', {
        headers: accept ? { 'Accept-Encoding': accept } : {},
      });
      const kept = cache.lookup('GET', '/product/bpc-157', accept);
      expect(kept?.status).toBe(200);
      const line = ([name, value]: [string, string]) => `${name}: ${value}`;
      expect(pairs(kept).map(line).sort()).toEqual([...viaMiddleware.headers].map(line).sort());
      expect(
        Buffer.from(kept?.body ?? []).equals(Buffer.from(await viaMiddleware.arrayBuffer())),
      ).toBe(true);
      const headers = headersOf(kept);
      expect(headers.get(PAGE_CACHE_HEADER)).toBe('hit');
      expect(headers.get('Vary')).toBe('Accept-Encoding');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers.get(name), name).toBe(value);
      }
    },
  );

  it('given a stale page, it leaves it to the middleware until its new render runs, serves it stale meanwhile, then the new page', async () => {
    const { clock, cache, get } = setup();
    await get('/shop');
    clock.now = 1_500;
    expect(cache.lookup('GET', '/shop', 'gzip')).toBeUndefined();
    let finish = () => {};
    const slowRender = () =>
      new Promise<Response>((resolve) => {
        finish = () => resolve(page('rendered2'));
      });
    const stale = await get('/shop', {}, slowRender);
    expect(stale.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    await vi.waitFor(() => expect(cache.lookup('GET', '/shop', undefined)).toBeDefined());
    const meanwhile = cache.lookup('GET', '/shop', undefined);
    expect(headersOf(meanwhile).get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(text(meanwhile)).toBe(`${HTML}<!-- rendered1 -->`);
    finish();
    await vi.waitFor(() =>
      expect(text(cache.lookup('GET', '/shop', undefined))).toBe(`${HTML}<!-- rendered2 -->`),
    );
    expect(headersOf(cache.lookup('GET', '/shop', undefined)).get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('given a page past its staleness, it answers nothing, so the middleware renders it', async () => {
    const { clock, cache, get } = setup();
    await get('/shop');
    clock.now = 6_500;
    expect(cache.lookup('GET', '/shop', 'gzip')).toBeUndefined();
  });

  it('given a HEAD, a page never asked for, another form of the path or a page not kept, it answers nothing', async () => {
    const { cache, get } = setup();
    await get('/shop?page=2');
    await get('/cart', {}, () => page('cart', { cacheControl: 'no-store' }));
    expect(cache.lookup('GET', '/shop?page=2', 'gzip')).toBeDefined();
    expect(cache.lookup('HEAD', '/shop?page=2', 'gzip')).toBeUndefined();
    expect(cache.lookup('GET', '/shop', 'gzip')).toBeUndefined();
    expect(cache.lookup('GET', '/./shop?page=2', 'gzip')).toBeUndefined();
    expect(cache.lookup('GET', '/cart', 'gzip')).toBeUndefined();
  });
});
