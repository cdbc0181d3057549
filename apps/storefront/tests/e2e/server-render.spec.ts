import { MESSAGES } from '@peptide/domain';
import type { Response } from '@playwright/test';
import { AFTER_PAINT_PRELOAD_REL } from '../../app/lib/afterPaint';
import { expect, test } from './fixtures';
import { networkSettled } from './network';

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

test('given the home page / its head asks for the stylesheets, the font and the hero poster before any script', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const firstScript = head.indexOf(`rel="${AFTER_PAINT_PRELOAD_REL}"`);
  expect(firstScript).toBeGreaterThan(-1);
  const stylesheets = [...head.matchAll(/rel="stylesheet" href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const preload = head.indexOf(`<link rel="preload" href="${href}" as="style"/>`);
    expect(preload, href).toBeGreaterThan(-1);
    expect(preload, href).toBeLessThan(firstScript);
  }
  const font = head.search(
    /rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-latin-wght-normal-/,
  );
  const poster = head.indexOf('rel="preload" as="image" href="/media/hero-poster.jpg"');
  for (const position of [font, poster]) {
    expect(position).toBeGreaterThan(-1);
    expect(position).toBeLessThan(firstScript);
  }
});

test('given the home page / its scripts start after the first paint, and it hydrates without a policy violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(10);
  for (const start of timing.scripts)
    expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  expect(violations).toEqual([]);
});
