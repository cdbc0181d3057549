import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, fillBilling } from './shopping';

test.describe.configure({ timeout: 60_000 });

test('given a payment cancelled in the simulator / the shopper is back at checkout with the cart', async ({
  page,
}) => {
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  await fillBilling(page);
  await page.getByRole('radio', { name: /Pay with Crypto/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/pay\/\d+/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('table', { name: 'Your order' })).toContainText('TB-500 5mg');
});
