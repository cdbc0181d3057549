import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * A filter applied or an order chosen lands on the results: the listing's top just below the
 * sticky header, with or without scripts, rather than the page's top or where the form was.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** How far the listing's top sits below the sticky header's bottom, in px. */
function resultsBelowHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const results = [...document.querySelectorAll('main section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Products',
    );
    if (!header || !results) throw new Error('the header or the results are missing');
    return results.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  });
}

async function expectResultsInView(page: Page) {
  await expect.poll(() => resultsBelowHeader(page)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => resultsBelowHeader(page)).toBeLessThanOrEqual(40);
}

test.describe('with JavaScript', () => {
  test('given a phone / Apply in the filter drawer lands on the results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, '/shop');
    await page.getByRole('button', { name: MESSAGES.filtersButton(0) }).click();
    const drawer = page.getByRole('dialog', { name: MESSAGES.filtersTitle });
    await drawer.getByLabel(MESSAGES.filterMaxPrice).fill('50');
    await drawer.getByRole('button', { name: MESSAGES.applyFilters }).click();
    await expect(page).toHaveURL(/\/shop\?max_price=50$/);
    await expectResultsInView(page);
  });

  test('given a desktop scrolled to the sidebar’s Apply / applying lands on the results', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, '/shop');
    const filters = page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true });
    await filters.getByLabel(MESSAGES.filterMaxPrice).fill('50');
    const apply = filters.getByRole('button', { name: MESSAGES.applyFilters });
    await apply.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await apply.click();
    await expect(page).toHaveURL(/\/shop\?max_price=50$/);
    await expectResultsInView(page);
  });

  test('given a phone / choosing an order lands on the results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, '/product-category/peptides');
    await page
      .getByRole('combobox', { name: MESSAGES.sortLabel })
      .selectOption({ label: 'Sort by price: low to high' });
    await expect(page).toHaveURL(/\/product-category\/peptides\?orderby=price&order=asc$/);
    await expectResultsInView(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('given a phone / Apply in the filter disclosure opens the new page on the results', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop');
    await page.locator('summary', { hasText: /^Filters/ }).click();
    const form = page.locator('details[open] form');
    await form.getByLabel(MESSAGES.filterMaxPrice).fill('50');
    await form.getByRole('button', { name: MESSAGES.applyFilters }).click();
    await expect(page).toHaveURL(/\/shop\?max_price=50#results$/);
    await expectResultsInView(page);
  });

  test('given a phone / the sort form opens the new page on the results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=bpc');
    await page.getByRole('combobox', { name: MESSAGES.sortLabel }).selectOption('price-desc');
    await page.getByRole('button', { name: MESSAGES.applySort }).click();
    await expect(page).toHaveURL(/\/search\?q=bpc&orderby=price&order=desc#results$/);
    await expectResultsInView(page);
  });
});
