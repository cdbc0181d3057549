import { INSURANCE_PRODUCT_NAME, MESSAGES } from '@peptide/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { INSURANCE_PRODUCT_ID } from '../../app/shopConfig';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, amount } from './shopping';

/** Posts one cart form to the /cart action as the shop's own page would. */
async function postCart(request: APIRequestContext, fields: Record<string, string>) {
  const storefront = process.env.E2E_STOREFRONT_URL ?? '';
  const response = await request.post('/cart', {
    form: fields,
    headers: { Origin: new URL(storefront).origin },
    maxRedirects: 0,
  });
  expect(response.status(), JSON.stringify(fields)).toBeLessThan(500);
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

/** The shop sorted by price, low to high: the insurance (€4.99) would lead it. */
const CHEAPEST_FIRST = '/shop?orderby=price&order=asc';

/** What a listing shows, with or without scripts: no insurance, whole pages, no Accessories. */
async function expectListedWithoutInsurance(page: Page) {
  await expect(page.getByRole('list', { name: 'Shop' }).getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('article', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 1–12 of 31 results',
  );
  await expect(page.getByRole('link', { name: /Accessories/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Accessories/ })).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('given the shop by price, low to high / the insurance is in no page, count or category, and Accessories and its product page are 404s', async ({
      page,
    }) => {
      await openHydrated(page, CHEAPEST_FIRST);
      await expectListedWithoutInsurance(page);
      await page
        .getByRole('navigation', { name: MESSAGES.paginationLabel })
        .getByRole('link', { name: MESSAGES.pageLink(3) })
        .click();
      await expect(page).toHaveURL(/orderby=price&order=asc&page=3$/);
      await expect(page.getByRole('list', { name: 'Shop' }).getByRole('article')).toHaveCount(7);
      await expect(page.getByRole('article', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
      expect((await page.request.get('/product-category/accessories')).status()).toBe(404);
      await page.goto('/product/premium-shipping-insurance');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
      await expect(page.getByRole('button', { name: MESSAGES.addToCart })).toHaveCount(0);
    });

    test('given no scripts / the shop, a category and the search list no insurance', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(CHEAPEST_FIRST);
      await expectListedWithoutInsurance(page);
      for (const path of [
        '/product-category/peptides?orderby=price&order=asc',
        '/search?q=shipping',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('article', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
        await expect(page.getByRole('link', { name: /Accessories/ })).toHaveCount(0);
      }
      await context.close();
    });

    test('given the insurance chosen at checkout / the carts show it without a stepper, the badge counts the product alone and the coupon leaves it whole', async ({
      page,
    }) => {
      await addFromProductPage(page, 'bpc-157-5mg');
      await postCart(page.request, {
        intent: 'add',
        productId: String(INSURANCE_PRODUCT_ID),
        quantity: '1',
      });
      await postCart(page.request, { intent: 'coupon', code: 'WELCOME10' });

      await openHydrated(page, '/cart');
      const lines = page.getByRole('region', { name: 'Cart items' });
      await expect(lines.getByText(INSURANCE_PRODUCT_NAME)).toBeVisible();
      await expect(lines.getByRole('link', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
      await expect(lines.getByRole('group', { name: /^Quantity of/ })).toHaveCount(1);
      await expect(lines.getByRole('group', { name: 'Quantity of BPC-157 5mg' })).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
      const totals = page.getByRole('region', { name: 'Cart Total' });
      await expect(amount(totals, 'Subtotal')).toHaveText('€49.99');
      // 10 % of the €45.00 product: the €4.99 insurance is not discounted.
      await expect(amount(totals, /^Discount \(WELCOME10\)/)).toHaveText('-€4.50');

      await openHydrated(page, '/shop');
      await headerCart(page).click();
      const sheet = page.getByRole('dialog', { name: MESSAGES.yourCartTab });
      await expect(sheet.getByText(INSURANCE_PRODUCT_NAME)).toBeVisible();
      await expect(sheet.getByRole('group', { name: /^Quantity of/ })).toHaveCount(1);
      await expect(
        sheet.getByRole('button', { name: `Remove ${INSURANCE_PRODUCT_NAME}` }),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      await openHydrated(page, '/cart');
      await lines.getByRole('button', { name: `Remove ${INSURANCE_PRODUCT_NAME}` }).click();
      await expect(lines.getByText(INSURANCE_PRODUCT_NAME)).toHaveCount(0);
      await expect(lines.getByRole('group', { name: 'Quantity of BPC-157 5mg' })).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
    });
  });
}
