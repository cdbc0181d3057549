import { createCustomer, logIn, uniqueEmail } from '../e2e/account';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { RAW_GRAPHQL, SHOPPER_PAGES } from '../e2e/raw-errors';
import { addFromProductPage } from '../e2e/shopping';

for (const path of SHOPPER_PAGES) {
  test(`given a stock backend / ${path} shows no raw GraphQL error`, async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
  });
}

test('given a stock backend and a cart / the cart, the mini cart and checkout show no raw GraphQL error', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  for (const path of ['/cart', '/checkout']) {
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('BPC-157 5mg').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
  }
});

test('given a stock backend and a customer / logging in and every account tab show no raw GraphQL error', async ({
  page,
}) => {
  const email = uniqueEmail('stock.customer');
  await createCustomer(email, 'lab-bench-42');
  await logIn(page, email, 'lab-bench-42');
  for (const tab of ['orders', 'stock-notifications', 'addresses', 'account-details']) {
    await openHydrated(page, `/my-account?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
  }
});
