import { MESSAGES } from '@peptide/domain';
import { expect, test } from '@playwright/test';
import { type RunningShop, startShop } from '../e2e/global-setup';

// A stock backend with WPGraphQL Offset Pagination 0.2 active, as seen on a real one: its
// `pageInfo.offsetPagination.total` answers 0 whatever the list holds. This file starts that
// backend (the upstream profile with the plugin emulated) and a storefront of its own.

let shop: RunningShop | undefined;

test.beforeAll(async () => {
  shop = await startShop(undefined, { COMMERCE_UPSTREAM_OFFSET_PAGINATION: '1' });
});

test.afterAll(async () => {
  await shop?.stop();
});

test('given Offset Pagination answering a total of 0 / the shop still counts its products, pages them and ends with a 404', async ({
  page,
}) => {
  await page.goto(`${shop?.storefrontUrl}/shop`);
  const grid = page.getByRole('list', { name: 'Shop' });
  await expect(page.getByText('Showing 1–12 of 31 results')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(12);
  await expect(page.getByText(MESSAGES.catalogNoProducts)).toHaveCount(0);
  await page.getByRole('link', { name: MESSAGES.pageLink(3) }).click();
  await expect(page.getByText('Showing 25–31 of 31 results')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(7);
  expect((await page.request.get(`${shop?.storefrontUrl}/shop?page=4`)).status()).toBe(404);
});
