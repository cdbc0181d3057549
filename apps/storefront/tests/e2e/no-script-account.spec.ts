import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, createProvenCustomer, uniqueEmail } from './account';
import { expect, test } from './fixtures';
import { addWithoutScripts, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

const PASSWORD = 'lab-bench-42';

/** Logs in through the login form, as a browser without scripts posts it. */
async function logInWithoutScripts(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email address').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
}

test('given no scripts / the account area renders on the server; its tabs are links; the details and address forms save, or say why not', async ({
  page,
}) => {
  const email = uniqueEmail('lise.meitner');
  await createCustomer(email, PASSWORD);
  await logInWithoutScripts(page, email, PASSWORD);

  await page.goto('/my-account');
  await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Account details' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=account-details$/);
  const form = page.getByRole('form', { name: 'Account details' });
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);

  await form.getByRole('textbox', { name: 'First name' }).fill('Lise');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Meitner');
  await form.getByRole('textbox', { name: 'Display name' }).fill('lise');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  await page.goto('/my-account?tab=account-details');
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Lise');

  await form.getByLabel(/^New password/).fill('a-new-bench-43');
  await form.getByLabel(/^Confirm new password/).fill('a-new-bench-43');
  await form.getByLabel(/^Current password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();

  await form.getByLabel(/^New password/).fill('a-new-bench-43');
  await form.getByLabel(/^Confirm new password/).fill('a-new-bench-43');
  await form.getByLabel(/^Current password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  // A new e-mail address is the session's too: the next save, without a password, compares
  // with it and goes through.
  const moved = uniqueEmail('lise.moved');
  await form.getByRole('textbox', { name: 'Email address' }).fill(moved);
  await form.getByLabel(/^Current password/).fill('a-new-bench-43');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(moved);
  await form.getByRole('textbox', { name: 'Display name' }).fill('lise.m');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  // The renewed login is the session's: the account area still opens.
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: 'Edit shipping address' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=addresses&edit=shipping$/);
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.getByRole('textbox', { name: 'First name' }).fill('Lise');
  await address.getByRole('button', { name: 'Save address' }).click();
  // A half-filled address comes back as typed, with the form's message.
  await expect(page.getByText(MESSAGES.addressRequired)).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'First name' })).toHaveValue('Lise');
  await address.getByRole('textbox', { name: 'Last name' }).fill('Meitner');
  await address.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  await address.getByRole('textbox', { name: 'Street address' }).fill('Hahn-Meitner-Platz 1');
  await address.getByRole('textbox', { name: 'Town / City' }).fill('Berlin');
  await address.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('14109');
  await address.getByRole('textbox', { name: 'Phone' }).fill('030806200');
  await address.getByRole('textbox', { name: 'Email address' }).fill(email);
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(MESSAGES.addressSaved)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
    'Hahn-Meitner-Platz 1',
  );

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/auth$/);
  await logInWithoutScripts(page, moved, 'a-new-bench-43');
});

test('given no scripts / My Orders and Stock Notifications list on the server, and a request is cancelled with its Cancel', async ({
  page,
}) => {
  const email = uniqueEmail('barbara.mcclintock');
  // Only a proven address's request is the account's own (any other confirms by e-mail).
  await createProvenCustomer(email, PASSWORD);
  await logInWithoutScripts(page, email, PASSWORD);

  await page.goto('/my-account?tab=orders');
  await expect(page.getByText(MESSAGES.noOrders)).toBeVisible();

  await page.goto('/product/tb-500-powder-1g');
  const notify = page.getByRole('form', { name: MESSAGES.notifyMeTitle });
  await notify.getByLabel('Email address').fill(email);
  await notify.getByRole('button', { name: MESSAGES.notifyMeButton }).click();
  await expect(page.getByText(MESSAGES.notifyMeSuccess)).toBeVisible();

  await page.goto('/my-account?tab=stock-notifications');
  const active = page.getByRole('table', { name: MESSAGES.notificationsActive });
  await expect(active).toContainText('TB-500 Powder 1g');
  await active
    .getByRole('button', { name: MESSAGES.cancelNotificationFor('TB-500 Powder 1g') })
    .click();
  await expect(page).toHaveURL(/\/my-account\?tab=stock-notifications$/);
  await expect(active).toContainText(MESSAGES.noNotifications);
  await expect(page.getByRole('table', { name: MESSAGES.notificationsActivity })).toContainText(
    MESSAGES.notificationStatus.CANCELLED,
  );
});

test("given no scripts and a customer who ordered / View opens the order's own page from My Orders and from /my-orders, and Back to orders returns", async ({
  page,
}) => {
  const email = uniqueEmail('dorothy.hodgkin');
  await createCustomer(email, PASSWORD);
  await logInWithoutScripts(page, email, PASSWORD);
  await addWithoutScripts(page, 'bpc-157-5mg', 2);
  await page.goto('/checkout');
  await fillBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('payment') as string;

  await page.goto('/my-account?tab=orders');
  const orders = page.getByRole('tabpanel', { name: 'My Orders' });
  await orders.getByRole('link', { name: `View order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/view-order/${orderId}$`));
  await expect(orders.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const lines = orders.getByRole('table', { name: 'Order details' });
  await expect(lines).toContainText('BPC-157 5mg');
  await expect(lines.getByRole('row', { name: /^Subtotal/ })).toContainText('€90.00');
  await orders.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  await expect(orders.getByRole('row', { name: new RegExp(`#${orderId}`) })).toBeVisible();

  await page.goto('/my-orders');
  await expect(page.getByText(MESSAGES.selectOrder)).toBeVisible();
  await page.getByRole('link', { name: `View order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText(MESSAGES.selectOrder)).toBeVisible();

  // An id that cannot be an order's, or one the backend has none of theirs under, is no order
  // found (404), in the shop's words and never the backend's.
  for (const id of ['not-an-id', String(Number(orderId) + 100000)]) {
    const answer = await page.goto(`/my-account/view-order/${id}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MESSAGES.noOrderFound })).toBeVisible();
    await expect(page.getByText(SERVER_MESSAGES.orderNotFound)).toHaveCount(0);
  }
});
