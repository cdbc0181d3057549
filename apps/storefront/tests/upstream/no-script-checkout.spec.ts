import { MESSAGES } from '@peptide/domain';
import { expect, test } from '../e2e/fixtures';
import { fillGermanBilling } from './eu-billing';

test.use({ javaScriptEnabled: false });

test('given a stock backend and no scripts / a guest pays by bank transfer and sees the order received, kept by the session', async ({
  page,
}) => {
  await page.goto('/product/bpc-157-5mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/checkout');
  await fillGermanBilling(page);
  await page.getByRole('radio', { name: 'Direct bank transfer' }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('BPC-157 5mg');
  // How to pay, drawn by the server: the method, its instructions, the status and next steps.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Direct bank transfer');
  await expect(payment).toContainText('Please use your Order ID as the payment reference.');
  await expect(payment).toContainText(MESSAGES.orderStatusOnHold);
  await expect(payment).toContainText(MESSAGES.nextStepsBankTransfer);
  // A stock backend refuses a guest's order query: the session kept the checkout's answer.
  await page.reload();
  await expect(page.getByRole('table')).toContainText('BPC-157 5mg');
});
