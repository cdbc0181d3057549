import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { firstPageCount, inStockCountInDatabase, serverTotal } from './catalogue-counts';
import { expect, openHydrated, test } from './fixtures';

const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Showing|No products/ });

test('given two filters ticked / the list shows the database’s own count, and removing a chip restores the list', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const filters = page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true });
  await filters.getByRole('checkbox', { name: /^Peptides/ }).check();
  await expect(page).toHaveURL(/\/shop\?category=peptides$/);
  await filters.getByRole('checkbox', { name: /^In stock only/ }).check();
  await expect(page).toHaveURL(/\/shop\?category=peptides&stock=instock$/);
  const both = await serverTotal({ categoryIn: ['peptides'], stockStatus: ['IN_STOCK'] });
  expect(both).toBe(await inStockCountInDatabase('peptides'));
  const peptides = await serverTotal({ categoryIn: ['peptides'] });
  expect(both).toBeLessThan(peptides);
  await expect(resultCount(page)).toHaveText(firstPageCount(both));
  await expect(page.getByRole('list', { name: 'Shop' }).getByRole('article')).toHaveCount(
    Math.min(12, both),
  );

  const chips = page.getByRole('region', { name: MESSAGES.activeFiltersLabel });
  await chips.getByRole('link', { name: MESSAGES.removeFilter(MESSAGES.filterInStock) }).click();
  await expect(page).toHaveURL(/\/shop\?category=peptides$/);
  await expect(resultCount(page)).toHaveText(firstPageCount(peptides));
  await expect(filters.getByRole('checkbox', { name: /^In stock only/ })).not.toBeChecked();

  await chips.getByRole('link', { name: MESSAGES.clearFilters }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(resultCount(page)).toHaveText('Showing 1–12 of 31 results');
  await expect(chips).toHaveCount(0);
});

test('given the same filters in any order / one canonical URL, kept out of search engines', async ({
  page,
}) => {
  for (const search of [
    '?stock=instock&category=powders,peptides',
    '?category=peptides&category=powders&stock=instock&page=1',
  ]) {
    const response = await page.request.get(`/shop${search}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/shop?category=peptides,powders&stock=instock');
  }
  const html = await (
    await page.request.get('/shop?category=peptides,powders&stock=instock')
  ).text();
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/[^"]+\/shop\?category=peptides,powders&amp;stock=instock"/,
  );
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/<loc>[^<]*\?/);
});

test('given a phone / the filters open in a drawer behind Filters (n) and apply from there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/shop?on_sale=1');
  await expect(page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true })).toBeHidden();
  const onSale = await serverTotal({ onSale: true });
  await expect(resultCount(page)).toHaveText(firstPageCount(onSale));
  await page.getByRole('button', { name: MESSAGES.filtersButton(1) }).click();
  const drawer = page.getByRole('dialog', { name: MESSAGES.filtersTitle });
  await drawer.getByLabel(MESSAGES.filterMaxPrice).fill('50');
  await drawer.getByRole('button', { name: MESSAGES.applyFilters }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/shop\?max_price=50&on_sale=1$/);
  const both = await serverTotal({ onSale: true, maxPrice: 50 });
  await expect(resultCount(page)).toHaveText(firstPageCount(both));
  await expect(page.getByRole('button', { name: MESSAGES.filtersButton(2) })).toBeFocused();
});

test('given the shop without JavaScript / the filter form submits and lands on the canonical URL', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop?orderby=price&order=asc');
  const filters = page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true });
  await filters.getByRole('checkbox', { name: /^Powders/ }).check();
  await filters.getByRole('checkbox', { name: /^BAC Water/ }).check();
  await filters.getByRole('button', { name: MESSAGES.applyFilters }).click();
  await expect(page).toHaveURL(
    /\/shop\?category=bac-water,powders&orderby=price&order=asc#results$/,
  );
  await context.close();
});
