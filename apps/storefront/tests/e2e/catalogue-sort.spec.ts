import { LIMITS, MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** The low end of each card's price on the page, in euros ("From €40.00" reads 40). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: 'Shop' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  return texts.map((text) => {
    const amounts = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((match) =>
      Number(match[1]?.replace(/,/g, '')),
    );
    // A sale card shows the regular price struck through before the price paid.
    return amounts.at(-1) ?? Number.NaN;
  });
}

const names = (page: Page) =>
  page
    .getByRole('list', { name: 'Shop' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

test('given the shop sorted by price low to high / every page rises and the sort survives paging', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const sort = page.getByRole('combobox', { name: MESSAGES.sortLabel });
  await sort.focus();
  await sort.selectOption({ label: 'Sort by price: low to high' });
  await expect(page).toHaveURL(/\/shop\?orderby=price&order=asc$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 1–12 of 31 results',
  );
  await expect(sort).toBeFocused();
  const seen: number[] = [];
  for (const pageNumber of [1, 2, 3]) {
    if (pageNumber > 1) {
      await page
        .getByRole('navigation', { name: MESSAGES.paginationLabel })
        .getByRole('link', { name: MESSAGES.nextPage })
        .click();
      await expect(page).toHaveURL(new RegExp(`orderby=price&order=asc&page=${pageNumber}$`));
    }
    await expect(
      page
        .getByRole('navigation', { name: MESSAGES.paginationLabel })
        .locator('[aria-current="page"]'),
    ).toHaveText(new RegExp(`Page ${pageNumber}`));
    await expect(sort).toHaveValue('price');
    const prices = await cardPrices(page);
    expect(prices.length).toBe(pageNumber < 3 ? LIMITS.catalogPageSize : 7);
    seen.push(...prices);
  }
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 25–31 of 31 results',
  );
});

test('given page 2 of the shop / it differs from page 1, links back and is server-rendered with its link tags', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const first = await names(page);
  await page.getByRole('link', { name: MESSAGES.pageLink(2) }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();
  await expect
    .poll(async () => (await names(page)).filter((name) => first.includes(name)))
    .toEqual([]);
  const second = await names(page);
  expect(second).toHaveLength(12);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await page.getByRole('link', { name: MESSAGES.previousPage }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => names(page)).toEqual(first);

  const html = await (await page.request.get('/shop?page=2')).text();
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  expect(html).toMatch(/<link rel="prev" href="[^"]*\/shop"/);
  expect(html).toMatch(/<link rel="next" href="[^"]*\/shop\?page=3"/);
  expect(html).toContain('Showing 13–24 of 31 results');
  expect(html).not.toContain('noindex');
  const sorted = await (await page.request.get('/shop?orderby=popularity&page=2')).text();
  expect(sorted).toContain('<meta name="robots" content="noindex, follow"/>');
});

test('given the shop without JavaScript / the sort form submits and lands on the canonical URL', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/product-category/peptides');
  await page.getByRole('combobox', { name: MESSAGES.sortLabel }).selectOption('price-desc');
  await page.getByRole('button', { name: MESSAGES.applySort }).click();
  await expect(page).toHaveURL(/\/product-category\/peptides\?orderby=price&order=desc#results$/);
  await expect(page.getByRole('combobox', { name: MESSAGES.sortLabel })).toHaveValue('price-desc');
  await context.close();
});

test('given parameters in another order, a page past the last or a malformed page / it redirects or answers 404', async ({
  page,
}) => {
  const response = await page.goto('/shop?order=asc&orderby=price');
  expect(response?.url()).toMatch(/\/shop\?orderby=price&order=asc$/);
  expect((await page.request.get('/shop?page=4')).status()).toBe(404);
  expect((await page.request.get('/shop?page=abc')).status()).toBe(404);
  expect((await page.request.get('/product-category/peptides?page=0')).status()).toBe(404);
});
