import { MESSAGES } from '@peptide/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * A listing's first screen on a phone shows products: a compact banner, then the filters' button
 * and the sort menu on one row directly above the grid (as Dawn's facets bar), the Categories
 * box after the grid. From lg up the categories and filters stay in the sidebar beside it.
 */
const LISTINGS = ['/shop', '/product-category/peptides', '/search?q=bpc'];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The first card's top at most, in px; the search page's own form comes before its listing. */
const FIRST_CARD = 450;
const SEARCH_FIRST_CARD = 480;

async function open(page: Page, path: string, scripts: boolean) {
  if (scripts) await openHydrated(page, path);
  else await page.goto(path);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The boxes a phone's layout is about, in the viewport's coordinates at the page's top. */
async function phoneBoxes(page: Page) {
  const products = page.getByRole('region', { name: 'Products' });
  return {
    card: await box(products.getByRole('article').first()),
    grid: await box(products.getByRole('list').first()),
    filters: await box(
      page
        .getByRole('button', { name: /^Filters/ })
        .or(page.locator('summary', { hasText: /^Filters/ }))
        .first(),
    ),
    sort: await box(page.getByRole('combobox', { name: MESSAGES.sortLabel })),
    categories: await box(page.getByRole('navigation', { name: 'Categories' })),
  };
}

/** The grid and the sidebar's boxes on a desktop. */
async function desktopBoxes(page: Page) {
  return {
    grid: await box(page.getByRole('region', { name: 'Products' }).getByRole('list').first()),
    categories: await box(page.getByRole('navigation', { name: 'Categories' })),
    filters: await box(page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true })),
  };
}

const centre = (rect: { y: number; height: number }) => rect.y + rect.height / 2;

for (const scripts of [true, false]) {
  test.describe(`${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts });

    for (const path of LISTINGS) {
      test(`given ${path} / on a phone the first product is on the first screen under the filters and sort on one row, on a desktop the sidebar stays`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await open(page, path, scripts);
        const { card, grid, filters, sort, categories } = await phoneBoxes(page);
        expect(card.y).toBeLessThan(path.startsWith('/search') ? SEARCH_FIRST_CARD : FIRST_CARD);
        expect(Math.abs(centre(filters) - centre(sort))).toBeLessThanOrEqual(4);
        expect(filters.x + filters.width).toBeLessThan(sort.x);
        const row = Math.max(filters.y + filters.height, sort.y + sort.height);
        expect(row).toBeLessThanOrEqual(grid.y);
        expect(grid.y - row).toBeLessThan(40);
        expect(categories.y).toBeGreaterThan(grid.y + grid.height);

        await page.setViewportSize(DESKTOP);
        await open(page, path, scripts);
        const beside = await desktopBoxes(page);
        expect(beside.categories.x + beside.categories.width).toBeLessThan(beside.grid.x);
        expect(beside.filters.x + beside.filters.width).toBeLessThan(beside.grid.x);
        expect(beside.categories.y).toBeLessThan(DESKTOP.height);
        expect(beside.grid.y).toBeLessThan(DESKTOP.height);
      });
    }
  });
}
