import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { STATIC_DOCUMENT_POLICY } from '../../app/lib/securityHeaders.server';
import { answerOverlays, expect, openHydrated, test } from './fixtures';
import { freePort, startStorefront } from './global-setup';
import { networkSettled, trackRequests } from './network';
import { sendRaw } from './raw-http';
import { addFromProductPage } from './shopping';

/** The pages a shopper passes through, each of which must run under the policy untouched. */
const PAGES = ['/', '/shop', '/product/bpc-157-5mg', '/cart', '/checkout', '/my-account', '/blog'];

/** The inline scripts of a page that a browser would run (JSON-LD is data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes('application/ld+json'))
    .map(([tag, attributes = '', text = '']) => ({ tag, attributes, text }));

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Records the policy violations the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('given any page / it answers with a policy of its own scripts and the usual security headers', async ({
  request,
}) => {
  for (const path of [...PAGES, '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    // Each inline script is named by its hash, and no nonce: the marker its render left on its
    // own scripts lets nothing run.
    expect(scriptSrc, path).toMatch(/^'self' ('sha256-[A-Za-z0-9+/]{43}=' )+'strict-dynamic'$/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { tag, text } of scripts) {
      expect(scriptSrc, `${path}: ${tag}`).toContain(hashSource(text));
    }
  }
});

test('given static files / each is nosniff, and an SVG opened in a tab gets the headers of a page under which nothing runs', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(
    html,
  );
  const asset = script?.[1] ?? script?.[2];
  expect(asset).toBeDefined();
  for (const path of ['/favicon.svg', '/payment-methods.svg', '/media/hero-poster.jpg', asset]) {
    const response = await request.get(path ?? '');
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    const svg = path?.endsWith('.svg');
    expect(headers['x-frame-options'], path).toBe(svg ? 'DENY' : undefined);
    expect(headers['referrer-policy'], path).toBe(
      svg ? 'strict-origin-when-cross-origin' : undefined,
    );
    expect(headers['content-security-policy'], path).toBe(svg ? STATIC_DOCUMENT_POLICY : undefined);
  }
});

test("given the build's scripts and an SVG / each is sent as the build compressed it, in the encoding the request takes, the same bytes once decoded", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  for (const path of [asset ?? '', '/payment-methods.svg']) {
    const built = readFileSync(new URL(`../../build/client${path}`, import.meta.url));
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
      const headers = response.headers();
      expect(headers['content-encoding'], `${path} ${accepted}`).toBe(sent);
      expect(headers.vary, path).toContain('Accept-Encoding');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-type'], path).toMatch(
        path.endsWith('.svg') ? /^image\/svg\+xml/ : /javascript/,
      );
      if (path.startsWith('/assets/'))
        expect(headers['cache-control'], path).toContain('immutable');
      else expect(headers['content-security-policy'], path).toBe(STATIC_DOCUMENT_POLICY);
      expect(Buffer.compare(await response.body(), built), `${path} ${accepted}`).toBe(0);
      // The build's own copy, sent as it is: nothing is compressed for the request.
      const copy = sent ? `${path}.${sent === 'br' ? 'br' : 'gz'}` : path;
      const copyBytes = readFileSync(new URL(`../../build/client${copy}`, import.meta.url));
      expect(Number(headers['content-length']), `${path} ${accepted}`).toBe(copyBytes.byteLength);
    }
  }
});

test('given two visitors of a product page / both get the same bytes and policy, rendered or from the page cache, and both run it without a violation', async ({
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // A storefront of the test's own, on the run's commerce server, so that the first request
  // renders the page: a query the page does not read no longer makes a page of its own.
  const own = await startStorefront({
    port: await freePort(),
    graphqlUrl: process.env.E2E_COMMERCE_URL ?? '',
  });
  try {
    await twoVisitors(request, browser, own.url);
  } finally {
    await own.stop();
  }
});

/** The two visitors' requests and pages, on the storefront at `origin`. */
async function twoVisitors(request: APIRequestContext, browser: Browser, origin: string) {
  const path = `${origin}/product/bpc-157-5mg`;
  const load = async () => {
    const response = await request.get(path);
    const headers = response.headers();
    return {
      cache: headers['x-page-cache'],
      policy: headers['content-security-policy'],
      html: await response.text(),
    };
  };
  const first = await load();
  const second = await load();
  expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
  expect(second.html).toBe(first.html);
  expect(second.policy).toBe(first.policy);
  expect(first.policy).not.toContain('nonce');
  for (const visitor of [1, 2]) {
    const page = await visit(browser, path);
    expect(await violationsOf(page), `visitor ${visitor}`).toEqual([]);
    await page.context().close();
  }
}

test('given markup injected into a shared page / its script and its inline handler are refused while the page still hydrates', async ({
  page,
}) => {
  await recordViolations(page);
  await page.route('**/product/bpc-157-5mg', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<main',
      '<script>window.__injected="script"</script><img src="/no-such.png" onerror="window.__injected=\'handler\'"><main',
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body: html, headers });
  });
  await openHydrated(page, '/product/bpc-157-5mg');
  await networkSettled(page);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  const violations = await violationsOf(page);
  expect(violations.filter((line) => line.startsWith('script-src-elem inline'))).toHaveLength(1);
  expect(violations.filter((line) => line.startsWith('script-src-attr inline'))).toHaveLength(1);
  expect(violations).toHaveLength(2);
});

test('given data requests and resource routes / they carry the security headers', async ({
  request,
}) => {
  for (const path of ['/shop.data', '/robots.txt', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test('given a method the shop does not answer / TRACE, PUT, DELETE and OPTIONS get 405 with the allowed methods, on pages and static files', async ({
  request,
}) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
    for (const path of ['/', '/shop', '/favicon.ico', '/api/newsletter']) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD, POST');
      expect(response.headers()['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
    }
  }
  expect((await request.head('/shop')).status()).toBe(200);
});

test('given a shopper with a cart / no page of the way to checkout breaks the policy', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordViolations(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await addFromProductPage(page, 'bpc-157-5mg');
  for (const path of PAGES) {
    await openHydrated(page, path);
    await networkSettled(page);
    expect(await violationsOf(page), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

/** A new visitor (own browser context, overlays answered) on a hydrated page. */
async function visit(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_STOREFRONT_URL });
  trackRequests(context);
  const page = await context.newPage();
  await answerOverlays(page);
  await recordViolations(page);
  await openHydrated(page, path);
  await networkSettled(page);
  return page;
}

/** The storefront of the run, as STOREFRONT_URL names it, and its host. */
const shop = () => {
  const origin = process.env.E2E_STOREFRONT_URL ?? '';
  return { origin, host: new URL(origin).host, port: new URL(origin).port };
};

test('given a request for a host the shop does not serve / it is refused before the page cache and the loaders, and no page names that host', async ({
  request,
}) => {
  const { origin, host, port } = shop();
  const path = '/product/bpc-157-5mg';
  for (const foreign of ['evil.example', `evil.example:${port}`]) {
    const reply = await sendRaw(origin, `GET ${path} HTTP/1.1\r\nHost: ${foreign}\r\n\r\n`);
    expect(reply.status, foreign).toBe(421);
    expect(reply.headers['cache-control'], foreign).toBe('no-store');
    expect(reply.headers['x-page-cache'], foreign).toBeUndefined();
    expect(reply.body, foreign).not.toContain('evil');
  }
  // The shop's own host and the loopback names (the storefront URL is on loopback) are served.
  for (const own of [host, `localhost:${port}`]) {
    const reply = await sendRaw(
      origin,
      `GET /faqs HTTP/1.1\r\nHost: ${own}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply.status, own).toBe(200);
  }
  // A proxy's header names no host either; every absolute URL is the storefront URL's.
  const answers = [
    await request.get(path, { headers: { 'X-Forwarded-Host': 'evil.example' } }),
    await request.get(path),
  ];
  for (const answer of answers) {
    const html = await answer.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}"`);
    expect(html).toContain(`<meta property="og:url" content="${origin}${path}"`);
    expect(html).toContain(`"url":"${origin}${path}"`);
  }
});

test('given malformed requests (a bad Host, none on HTTP/1.0, two of them, a target that is not a path) / each is answered 400, never 500, and the shop goes on answering', async () => {
  const { origin, host } = shop();
  const malformed = [
    'GET / HTTP/1.1\r\nHost: a b\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: <x>\r\n\r\n',
    'GET / HTTP/1.1\r\nHost:\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x:99999\r\n\r\n',
    'GET /product/bpc-157-5mg HTTP/1.1\r\nHost: 127.0.0.1:0\r\n\r\n',
    'GET / HTTP/1.0\r\n\r\n',
    'GET /shop HTTP/1.0\r\n\r\n',
    'HEAD /product/bpc-157-5mg HTTP/1.0\r\n\r\n',
    `GET http://other/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    `GET http://${host}/shop HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    `GET * HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nhost: ${host}\r\n\r\n`,
  ];
  for (const bytes of malformed) {
    const reply = await sendRaw(origin, bytes);
    expect(reply.status, JSON.stringify(bytes)).toBe(400);
    expect(reply.headers['x-content-type-options'], JSON.stringify(bytes)).toBe('nosniff');
  }
  const after = await sendRaw(
    origin,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  expect(after.status).toBe(200);
});

test('given the pages of one shopper (cart, checkout, account, login, orders, password reset) / each answers Cache-Control: no-store', async ({
  request,
}) => {
  for (const path of [
    '/cart',
    '/checkout',
    '/checkout/order-received/1',
    '/my-account',
    '/my-account?tab=orders',
    '/my-account/view-order/1',
    '/my-orders',
    '/auth',
    '/order-summary/1?key=wc_order_x',
    '/thank-you',
    '/lost-password',
    '/reset-password?email=a%40b.nl&token=t',
    '/stock-notification?action=confirm&token=made-up',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-page-cache'], path).toBeUndefined();
  }
});
