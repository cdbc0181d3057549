import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

for (const path of ['/no-such-page', '/product-category/no-such-category']) {
  test(`given ${path} / it answers 404 with Back to Home`, async ({ page }) => {
    const response = await openHydrated(page, path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: MESSAGES.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: MESSAGES.bestSellers })).toBeVisible();
  });
}

test('given a page whose data fails / the error screen says so, offers Back to Home and resets on navigation', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.route(/\/shop\.data/, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream down' }),
  );
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeVisible();
  // The shop's data still fails: the error screen asks again every few seconds and, once the
  // backend answers, brings the shop back by itself, which could take the link from under the click.
  await page.getByRole('link', { name: MESSAGES.backToHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: MESSAGES.bestSellers })).toBeVisible();
  await expect(page.getByRole('heading', { name: MESSAGES.somethingWentWrong })).toHaveCount(0);
});
