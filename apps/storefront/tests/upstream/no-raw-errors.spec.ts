import { createCustomer, logIn, uniqueEmail } from '../e2e/account';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage } from '../e2e/shopping';

/** Every page a shopper can open, with a product, a category, a post and a search. */
const PAGES = [
  '/',
  '/shop',
  '/shop?page=2',
  '/product-category/peptides',
  '/product/bpc-157-5mg',
  '/product/retatrutide',
  '/search?q=bpc',
  '/blog',
  '/cart',
  '/checkout',
  '/my-account',
  '/auth',
  '/lost-password',
  '/faqs',
  '/contact',
  '/how-to-pay',
  '/privacy-policy',
  '/coas',
  '/no-such-page',
];

/** What GraphQL or the transport says when a backend lacks a field: never a shopper's sentence. */
const RAW_GRAPHQL =
  /Cannot query field|Unknown type|Unknown argument|is not defined by type|GraphQL|Response not successful|status code/;

for (const path of PAGES) {
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
