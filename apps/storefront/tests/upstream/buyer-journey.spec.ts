import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage, addVariationFromProductPage, amount } from '../e2e/shopping';
import { fillGermanBilling } from './eu-billing';

/** What GraphQL or the transport says when a backend lacks a field: never a shopper's sentence. */
const RAW_GRAPHQL =
  /Cannot query field|Unknown type|Unknown argument|GraphQL|Response not successful|status code/;

/** WooCommerce's bank transfer instructions, the gateway's description on a stock backend. */
const BANK_TRANSFER_INSTRUCTIONS = 'Make your payment directly into our bank account.';

const grid = (page: Page) => page.getByRole('list', { name: 'Shop' }).getByRole('article');

test('given a stock backend / a shopper filters, sorts, searches and pages the catalogue', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const filters = page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true });
  await filters.getByRole('checkbox', { name: /^Peptides/ }).check();
  await expect(page).toHaveURL(/\/shop\?category=peptides$/);
  await expect(grid(page).first()).toBeVisible();

  await page.getByLabel(MESSAGES.sortLabel).selectOption({ label: 'Sort by price: low to high' });
  await expect(page).toHaveURL(/orderby=price&order=asc/);
  // The price paid: a sale card shows the regular price struck through before it.
  const prices = () =>
    grid(page).evaluateAll((cards) =>
      cards.map((card) =>
        Number(
          [...(card.textContent ?? '').matchAll(/€([\d,]+\.\d{2})/g)]
            .at(-1)?.[1]
            ?.replace(/,/g, ''),
        ),
      ),
    );
  // Until the sorted page replaces the first one, the grid shows the earlier order.
  const ascending = (list: number[]) =>
    list.every((price, at) => at === 0 || (list[at - 1] ?? price) <= price);
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && ascending(shown);
    })
    .toBe(true);

  await openHydrated(page, '/search?q=bpc');
  await expect(
    page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: /BPC-157 5mg/ })
      .first(),
  ).toBeVisible();
});

test('given a stock backend / a guest buys a simple and a variable product with bank transfer and reaches order received', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await addVariationFromProductPage(page, 'retatrutide', '10mg');

  await openHydrated(page, '/cart');
  const line = page.getByRole('group', { name: 'Quantity of BPC-157 5mg' });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.locator('output')).toHaveText('3');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('textbox', { name: 'Coupon code' }).press('Enter');
  await expect(page.getByText(MESSAGES.couponInUse('WELCOME10'))).toBeVisible();
  // The backend's own label of the rate it charges: no invented address, no "Free shipping".
  const totals = page.getByRole('region', { name: 'Cart Total' });
  await expect(amount(totals, 'Shipping')).toContainText('Xpresspost');

  await openHydrated(page, '/checkout');
  await fillGermanBilling(page, { 'Email address': 'guest.transfer@example.com' });
  await page.getByRole('radio', { name: /Direct bank transfer/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  // The stock backend takes the payment method with the order: choosing it asks nothing.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();

  await expect(page).toHaveURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  await expect(page.getByText('guest.transfer@example.com').first()).toBeVisible();
  await expect(page.getByText('Retatrutide').first()).toBeVisible();
  // How to pay, as WooCommerce's own page says it: the method, its instructions, the status in
  // the shopper's words and what happens next.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Direct bank transfer');
  await expect(payment).toContainText(BANK_TRANSFER_INSTRUCTIONS);
  await expect(payment).toContainText(MESSAGES.orderStatusOnHold);
  await expect(payment).toContainText(MESSAGES.nextStepsBankTransfer);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart',
  );
  await expect(page.locator('body')).not.toContainText(/Payment failed/);
  await expect(page.locator('body')).not.toContainText(RAW_GRAPHQL);
});

test("given a stock backend / WooCommerce's order-received address shows the shop's order-received page", async ({
  page,
}) => {
  const response = await page.request.get('/checkout/order-received/7/?key=wc_order_x', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/order-summary/7');
});
