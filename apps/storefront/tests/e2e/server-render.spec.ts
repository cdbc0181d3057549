import { MESSAGES } from '@peptide/domain';
import { expect, test } from './fixtures';

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

test('given the page source / it never holds the newsletter key', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.(js|html)$|\/$/.test(new URL(response.url()).pathname)) bodies.push(response.text());
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const key = process.env.E2E_NEWSLETTER_KEY ?? '';
  expect(key).not.toBe('');
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) expect(text).not.toContain(key);
});
