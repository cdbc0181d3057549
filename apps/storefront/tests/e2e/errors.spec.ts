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
