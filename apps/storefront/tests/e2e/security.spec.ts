import { STATIC_DOCUMENT_POLICY } from '../../app/lib/securityHeaders.server';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage } from './shopping';

/** The pages a shopper passes through, each of which must run under the policy untouched. */
const PAGES = ['/', '/shop', '/product/bpc-157-5mg', '/cart', '/checkout', '/my-account', '/blog'];

test('given any page / it answers with a nonce policy and the usual security headers', async ({
  request,
}) => {
  for (const path of [...PAGES, '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Every inline script of the page carries the policy's nonce; nothing else could run.
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      ([, attributes]) => !attributes?.includes('application/ld+json'),
    );
    expect(inlineScripts.length, path).toBeGreaterThan(0);
    for (const [tag, attributes] of inlineScripts) {
      expect(attributes, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
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

test('given two requests / each page gets its own nonce, also when it comes from the page cache', async ({
  request,
}) => {
  const load = async () => {
    const response = await request.get('/shop');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    return { nonce, cache: response.headers()['x-page-cache'], html: await response.text() };
  };
  const first = await load();
  const second = await load();
  expect(second.cache).toBe('hit');
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).toContain(`nonce="${second.nonce}"`);
  expect(second.html).not.toContain(`${first.nonce}`);
  expect(second.html.replaceAll(`${second.nonce}`, '')).toBe(
    first.html.replaceAll(`${first.nonce}`, ''),
  );
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
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await addFromProductPage(page, 'bpc-157-5mg');
  for (const path of PAGES) {
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(problems).toEqual([]);
});
