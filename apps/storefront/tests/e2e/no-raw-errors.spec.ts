import { expect, openHydrated, test } from './fixtures';
import { RAW_GRAPHQL, SHOPPER_PAGES } from './raw-errors';

for (const path of SHOPPER_PAGES) {
  test(`given the full commerce server / ${path} shows no raw GraphQL error`, async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
  });
}
