import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage, addVariationFromProductPage } from '../e2e/shopping';

test('given a stock backend / the shop pages by cursor: page 2 follows page 1 with none repeated', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const grid = page.getByRole('list', { name: 'Shop' });
  await expect(grid.getByRole('article')).toHaveCount(12);
  const first = await grid
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('aria-label') ?? card.textContent),
    );
  await page.getByRole('link', { name: MESSAGES.pageLink(2) }).click();
  await expect(page).toHaveURL(/page=2/);
  // The count line changes with the grid: page 2's products are the ones shown. A stock backend
  // has 31: none of them the shop's shipping insurance.
  await expect(page.getByText('Showing 13–24 of 31 results')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(12);
  const second = await grid
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('aria-label') ?? card.textContent),
    );
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expect(page.getByRole('link', { name: MESSAGES.pageLink(3) })).toBeVisible();
  expect((await page.request.get('/shop?page=9')).status()).toBe(404);
});

test('given a stock backend / the last page of the shop and of a category list what is left, past them a 404', async ({
  page,
}) => {
  await page.goto('/shop?page=3');
  await expect(page.getByText('Showing 25–31 of 31 results')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shop' }).getByRole('article')).toHaveCount(7);
  await expect(page.getByRole('link', { name: MESSAGES.pageLink(4) })).toHaveCount(0);
  expect((await page.request.get('/shop?page=4')).status()).toBe(404);

  await page.goto('/product-category/peptides?page=2');
  const category = page.getByRole('list', { name: 'Peptides' }).getByRole('article');
  await expect(page.getByText(/^Showing 13–\d+ of \d+ results$/)).toBeVisible();
  const shown = await category.count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByText(`Showing 13–${12 + shown} of ${12 + shown} results`)).toBeVisible();
  expect((await page.request.get('/product-category/peptides?page=3')).status()).toBe(404);
});

test('given a stock backend / a category lists its products and the menu offers no COA library', async ({
  page,
}) => {
  await openHydrated(page, '/product-category/peptides');
  await expect(
    page.getByRole('list', { name: 'Peptides' }).getByRole('article', { name: 'BPC-157 5mg' }),
  ).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(menu.getByRole('link', { name: "COA's" })).toHaveCount(0);
  expect((await page.request.get('/coas')).status()).toBe(404);
});

test('given a stock backend / a simple and a variable product go into the cart from their pages', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await addVariationFromProductPage(page, 'retatrutide', '10mg');
});
