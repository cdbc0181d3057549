import { MESSAGES } from '@peptide/domain';
import { createCustomer, logInThroughApi, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { addVariationFromProductPage, placeOrder } from './shopping';

test.describe.configure({ timeout: 90_000 });

test('given two sizes of one product bought / the order received page and the account order view name each size', async ({
  page,
}) => {
  const email = uniqueEmail('sizes');
  const password = 'Sizes-Password-42';
  await createCustomer(email, password);
  await logInThroughApi(page, email, password);
  await addVariationFromProductPage(page, 'retatrutide', '10mg');
  await addVariationFromProductPage(page, 'retatrutide', '20mg');
  await openHydrated(page, '/checkout');
  const summary = page.getByRole('table', { name: 'Your order' });
  await expect(summary).toContainText('Retatrutide - 10mg');
  await expect(summary).toContainText('Retatrutide - 20mg');
  await placeOrder(page, /Pay with Bitcoin/, { 'Email address': email });
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() as string;

  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  const received = page.getByRole('table');
  await expect(received.getByRole('row', { name: /Retatrutide - 10mg/ })).toHaveCount(1);
  await expect(received.getByRole('row', { name: /Retatrutide - 20mg/ })).toHaveCount(1);

  await openHydrated(page, `/my-account/view-order/${orderId}`);
  const details = page.getByRole('table', { name: 'Order details' });
  await expect(details.getByRole('row', { name: /Retatrutide - 10mg/ })).toHaveCount(1);
  await expect(details.getByRole('row', { name: /Retatrutide - 20mg/ })).toHaveCount(1);
});
