import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, placeOrder } from './shopping';

test.describe.configure({ timeout: 60_000 });

test('given a payment cancelled in the simulator / the shopper is back at checkout with the cart, the typed details and word of what happened', async ({
  page,
}) => {
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  await placeOrder(page, /Pay with Crypto/, { 'Town / City': 'Cambridge' });
  await page.waitForURL(/\/pay\/\d+/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('table', { name: 'Your order' })).toContainText('TB-500 5mg');
  await expect(page.getByText(MESSAGES.paymentCancelled)).toBeVisible();
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(billing.getByRole('textbox', { name: 'Town / City' })).toHaveValue('Cambridge');
  await expect(billing.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    'ada@example.com',
  );
  // The cancelled order no longer waits for a payment, and a reload does not repeat the notice.
  await expect(page.getByText(/is awaiting payment/)).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('table', { name: 'Your order' })).toContainText('TB-500 5mg');
  await expect(page.getByText(MESSAGES.paymentCancelled)).toHaveCount(0);
});

test('given Back from the payment page on a phone / checkout and cart say in view that the order awaits payment and link to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  await placeOrder(page);
  await page.waitForURL(/\/pay\/\d+\?key=/);
  const paymentUrl = page.url();
  const orderId = Number(new URL(paymentUrl).pathname.split('/')[2]);

  await page.goBack();
  await page.waitForURL(/\/checkout$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText(MESSAGES.orderAwaitingPayment(orderId))).toBeInViewport();
  await expect(page.getByRole('link', { name: MESSAGES.goToPayment })).toHaveAttribute(
    'href',
    paymentUrl,
  );

  await openHydrated(page, '/cart');
  await expect(page.getByText(MESSAGES.orderAwaitingPayment(orderId))).toBeVisible();
  await page.getByRole('link', { name: MESSAGES.goToPayment }).click();
  await page.waitForURL(paymentUrl);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(new RegExp(`/order-summary/${orderId}$`));
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();

  // A paid order no longer waits.
  await openHydrated(page, '/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  await expect(page.getByText(MESSAGES.orderAwaitingPayment(orderId))).toHaveCount(0);
});
