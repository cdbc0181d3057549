import { MESSAGES } from '@peptide/domain';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { withServerKeptCart } from './shopping';

test('given a shop page / the server HTML holds its title and products before any script', async ({
  request,
}) => {
  const response = await request.get('/shop');
  expect(response.headers()['cache-control']).toBe(
    'public, s-maxage=60, stale-while-revalidate=600',
  );
  const html = await response.text();
  const firstScript = html.indexOf('<script');
  expect(html.indexOf('<title>Shop research peptides')).toBeGreaterThan(-1);
  expect(html.indexOf('<title>')).toBeLessThan(firstScript);
  expect(html.indexOf('BPC-157 5mg')).toBeLessThan(firstScript);
});

test('given JavaScript is off / the home page still shows its title and best sellers', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle(/Peptide Lab/);
  await expect(page.getByRole('heading', { name: MESSAGES.bestSellers })).toBeVisible();
  await expect(page.getByRole('article', { name: 'BAC Water 3ml' })).toBeVisible();
  await context.close();
});

test('given JavaScript is off / the home page FAQ opens one question at a time', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const faq = page.getByRole('region', { name: MESSAGES.faq });
  const answer = (question: string) => faq.getByRole('region', { name: question });
  const questions = await faq.getByRole('heading', { level: 3 }).allTextContents();
  expect(questions.length).toBeGreaterThan(1);
  const [first = '', second = ''] = questions;
  await expect(answer(first)).toBeHidden();
  await faq.getByRole('heading', { name: first }).click();
  await expect(answer(first)).toBeVisible();
  await faq.getByRole('heading', { name: second }).click();
  await expect(answer(second)).toBeVisible();
  await expect(answer(first)).toBeHidden();
  await context.close();
});

test('given the page source / it never holds the newsletter key', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  const keep = (response: Response) => {
    if (/\.(js|html)$|\/$/.test(new URL(response.url()).pathname)) bodies.push(response.text());
  };
  page.on('response', keep);
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Scripts keep arriving after hydration (preloads, the parts fetched when idle): read them all.
  await networkSettled(page);
  page.off('response', keep);
  const key = process.env.E2E_NEWSLETTER_KEY ?? '';
  expect(key).not.toBe('');
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) expect(text).not.toContain(key);
});

test("given the home page / its head asks for the stylesheets, the font and the hero poster, and React Router's scripts wait inert in the body", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<script');
  expect(head).not.toContain('modulepreload');
  const held = html.match(/<noscript><template>([\s\S]*?)<\/template><\/noscript><script nonce=/);
  expect(held?.[1]).toMatch(/^<link rel="modulepreload" href="\/assets\/entry\.client-/);
  expect(held?.[1]).toContain('type="module"');
  expect(held?.[1]).toContain('window.__reactRouterContext = ');
  const stylesheets = [...head.matchAll(/rel="stylesheet" href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const preload = head.indexOf(`<link rel="preload" href="${href}" as="style"/>`);
    expect(preload, href).toBeGreaterThan(-1);
  }
  const font = head.search(
    /rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-latin-wght-normal-/,
  );
  const poster = head.indexOf('rel="preload" as="image" href="/media/hero-poster.jpg"');
  for (const position of [font, poster]) expect(position).toBeGreaterThan(-1);
});

test('given JavaScript is off / the pages fetch no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  // Each visit waits for the load event, which waits for every preload the page started.
  for (const path of ['/', '/shop', '/product/retatrutide']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(scripts).toEqual([]);
  await context.close();
});

/**
 * Opens `path` and waits for hydration, recording what the browser reports on the way.
 *
 * @returns the first contentful paint's time, the start times of the scripts fetched, and the
 *   policy violations and errors reported (a hydration mismatch is one)
 */
async function openAfterPaint(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  return { ...timing, problems, policy: response?.headers()['content-security-policy'] ?? '' };
}

test('given the home page / its scripts start after the first paint, and it hydrates without an error or a policy violation', async ({
  page,
}) => {
  const opened = await openAfterPaint(page, '/');
  expect(opened.policy).toContain("'sha256-");
  expect(opened.firstContentfulPaint).toBeGreaterThan(0);
  expect(opened.scripts.length).toBeGreaterThan(10);
  for (const start of opened.scripts)
    expect(start).toBeGreaterThanOrEqual(opened.firstContentfulPaint);
  expect(opened.problems).toEqual([]);
});

test('given a shopper with a cart / the shop page rendered for them runs its scripts by hash, after the first paint, and hydrates without an error', async ({
  browser,
}) => {
  await withServerKeptCart(browser, { slug: 'bpc-157-5mg', quantity: 1 }, async (page) => {
    const opened = await openAfterPaint(page, '/shop');
    expect(opened.policy).toMatch(/'sha256-[^']+'/);
    expect(opened.policy).not.toContain('nonce');
    expect(opened.scripts.length).toBeGreaterThan(10);
    for (const start of opened.scripts)
      expect(start).toBeGreaterThanOrEqual(opened.firstContentfulPaint);
    expect(opened.problems).toEqual([]);
    // React Router's data came in the scripts that follow the loader, which feed the stream that
    // its context script (run at once by the loader) opened.
    const fed = await page.evaluate(
      () =>
        [...document.querySelectorAll('script')].filter((script) =>
          script.textContent?.startsWith('window.__reactRouterContext.streamController.enqueue('),
        ).length,
    );
    expect(fed).toBeGreaterThan(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();
  });
});
