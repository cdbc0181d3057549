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
  '/search?s=bpc',
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

/** What GraphQL says when a backend lacks a field or type: never a shopper's sentence. */
const RAW_GRAPHQL =
  /Cannot query field|Unknown type|Unknown argument|is not defined by type|GraphQL/;

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
