import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import { createCustomer, logIn, logInThroughApi, uniqueEmail } from './account';
import { expect, markHydration, openHydrated, test } from './fixtures';
import { networkSettled } from './network';
import { recordOperations } from './operations';
import { addFromProductPage, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given a customer who ordered / the order is in My Orders and at its own address, another customer cannot see it, logout clears storage', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('ada');
  await createCustomer(email, PASSWORD);

  // A guest cart survives the login: the server merges it and the header shows it at once.
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() as string;

  // The orders come with the tab from the page's loader: the browser never queries them.
  const operations = recordOperations(page);
  await openHydrated(page, '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const orders = page.getByRole('tabpanel', { name: 'My Orders' });
  const row = orders.getByRole('row', { name: new RegExp(`#${orderId}`) });
  await expect(row).toContainText('Processing');
  await expect(row).toContainText('€96.00');

  await row.getByRole('link', { name: `View order ${orderId}` }).click();
  await page.waitForURL(new RegExp(`/my-account/view-order/${orderId}$`));
  await expect(orders.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const lines = orders.getByRole('table', { name: 'Order details' });
  await expect(lines).toContainText('BPC-157 5mg');
  await expect(lines.getByRole('row', { name: /^Subtotal/ })).toContainText('€90.00');
  await expect(lines.getByRole('row', { name: /^Shipping/ })).toContainText('€15.00');
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('€96.00');
  await orders.getByRole('link', { name: 'Back to orders' }).click();
  await page.waitForURL(/\/my-account\?tab=orders$/);
  await expect(orders.getByRole('row', { name: new RegExp(`#${orderId}`) })).toBeVisible();
  await networkSettled(page);
  expect(operations).not.toContain('GetOrders');
  expect(operations).not.toContain('GetOrder');

  // The order's own address opens it directly, and so does /my-orders.
  await openHydrated(page, `/my-account/view-order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await openHydrated(page, '/my-orders');
  await expect(page.getByText(MESSAGES.selectOrder)).toBeVisible();
  await page.getByRole('link', { name: `View order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page.getByText(MESSAGES.selectOrder)).toBeVisible();

  // Logout clears every key the shop owns and fully reloads into /auth.
  await openHydrated(page, '/my-account');
  await page.evaluate(() => localStorage.setItem('another-app', 'kept'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  const stored = await page.evaluate(
    (keys) => keys.map((key) => [key, localStorage.getItem(key)]),
    [STORAGE_KEYS.authToken, STORAGE_KEYS.user, STORAGE_KEYS.session, STORAGE_KEYS.username],
  );
  expect(Object.fromEntries(stored)).toEqual({
    [STORAGE_KEYS.authToken]: null,
    [STORAGE_KEYS.user]: null,
    [STORAGE_KEYS.session]: null,
    [STORAGE_KEYS.username]: null,
  });
  expect(await page.evaluate(() => localStorage.getItem('another-app'))).toBe('kept');

  // Someone else, in their own browser, sees no orders and is refused this one.
  const other = uniqueEmail('grace');
  await createCustomer(other, PASSWORD);
  const context = await browser.newContext({ baseURL: process.env.E2E_STOREFRONT_URL });
  await markHydration(context);
  const second = await context.newPage();
  await second.addInitScript(
    (keys) => {
      for (const key of keys) localStorage.setItem(key, 'true');
    },
    [STORAGE_KEYS.ageVerified, STORAGE_KEYS.emailModalDismissed],
  );
  await logInThroughApi(second, other, PASSWORD);
  await openHydrated(second, '/my-account?tab=orders');
  await expect(second.getByText(MESSAGES.noOrders)).toBeVisible();
  await expect(second.getByRole('link', { name: MESSAGES.browseProducts })).toHaveAttribute(
    'href',
    '/shop',
  );
  const refused = await second.goto(`/my-account/view-order/${orderId}`);
  expect(refused?.status()).toBe(404);
  await expect(second.getByRole('heading', { name: MESSAGES.noOrderFound })).toBeVisible();
  await expect(second.getByText(SERVER_MESSAGES.orderNotFound)).toHaveCount(0);
  await expect(second.getByText('BPC-157 5mg')).toHaveCount(0);
  await context.close();
});
