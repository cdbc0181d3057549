import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addWithoutScripts, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

/** Places an order of the session's cart paid with Bitcoin and pays it on its payment page. */
async function placeAndPay(page: Page): Promise<number> {
  await page.goto('/checkout');
  await fillBilling(page);
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('payment'));
  await page.getByRole('link', { name: MESSAGES.goToPayment }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(new RegExp(`/order-summary/${orderId}$`));
  return orderId;
}

/** The order pages a link on any site can open as a top-level navigation (a GET). */
const orderLinks = (orderId: number) => [
  '/thank-you',
  '/order-summary/123',
  '/checkout/order-received/123',
  `/order-summary/${orderId}`,
  `/checkout/order-received/${orderId}/?key=wc_order_guessed`,
];

/** Expects the cart page to show a line of BPC-157 5mg. */
async function expectLineInCart(page: Page, path: string) {
  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cartEmpty), path).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quantity of BPC-157 5mg' }), path).toBeVisible();
}

test('given a shopper with a cart / opening an order page by a plain link, even of their own paid order, leaves the cart as it was; placing and paying an order empties it', async ({
  page,
  browser,
}) => {
  await addWithoutScripts(page, 'bpc-157-5mg', 2);
  const paid = await placeAndPay(page);
  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();

  // The same shopper shops again; a link to the order they paid before opens its page only.
  await addWithoutScripts(page, 'bpc-157-5mg', 1);
  for (const path of orderLinks(paid)) {
    await page.goto(path);
    await expectLineInCart(page, path);
  }

  // Another shopper, sent a link to somebody else's order.
  const other = await browser.newContext({
    baseURL: process.env.E2E_STOREFRONT_URL,
    javaScriptEnabled: false,
  });
  try {
    const stranger = await other.newPage();
    await addWithoutScripts(stranger, 'bpc-157-5mg', 1);
    for (const path of orderLinks(paid)) {
      await stranger.goto(path);
      await expectLineInCart(stranger, path);
    }
  } finally {
    await other.close();
  }
});
