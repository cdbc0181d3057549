import { MESSAGES } from '@peptide/domain';
import { createCustomer, emailsTo, logIn, uniqueEmail } from '../e2e/account';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage } from '../e2e/shopping';
import { fillGermanBilling } from './eu-billing';

const PASSWORD = 'lab-bench-42';

test("given a stock backend / a new customer registers, sets a password from WordPress's e-mailed link, logs in, stays logged in past a token's expiry, and views an order", async ({
  page,
}) => {
  test.setTimeout(200_000);
  const email = uniqueEmail('wordpress.customer');
  await openHydrated(page, '/auth');
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Email address').fill(email);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow).first()).toBeVisible();

  // Logged out (the registration logged in), WPGraphQL's reset e-mail: its link carries
  // WordPress's key and login.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await openHydrated(page, '/lost-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: /Reset password|Get New Password/ }).click();
  await expect
    .poll(async () => (await emailsTo(email)).find((mail) => mail.link?.includes('key='))?.link)
    .toBeTruthy();
  const mailed = (await emailsTo(email)).find((mail) => mail.link?.includes('key='));
  const link = new URL(mailed?.link ?? '');
  expect(link.searchParams.get('login')).toBeTruthy();
  await openHydrated(page, `${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  // The new password logged the customer in: the page is My Account.
  await page.waitForURL((url) => url.pathname === '/my-account');

  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await fillGermanBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Direct bank transfer/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  const orderId = /\/order-summary\/(\d+)/.exec(page.url())?.[1];

  // The login token lasts 75 s here: past its expiry, the server renews it with the refresh
  // token it keeps, and the customer is still logged in.
  await page.waitForTimeout(80_000);
  await openHydrated(page, '/my-account?tab=orders');
  const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await row.getByRole('link', { name: `View order ${orderId}` }).click();
  await page.waitForURL(new RegExp(`/my-account/view-order/${orderId}$`));
  await expect(page.getByText('BPC-157 5mg').first()).toBeVisible();
  // The account's order page says how to pay it too.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Direct bank transfer');
  await expect(payment).toContainText('Make your payment directly into our bank account.');
  await expect(payment).toContainText(MESSAGES.nextStepsBankTransfer);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/eyJ/);
  await expect(page.locator('body')).not.toContainText(/Cannot query field|GraphQL/);
});

test('given a stock backend / a guest who ticks Create an account at checkout finds the order in My Orders once the password is set from the e-mailed link', async ({
  page,
}) => {
  const email = uniqueEmail('checkout.account');
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await fillGermanBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Direct bank transfer/ }).check();
  await page.getByRole('checkbox', { name: 'Create an account?' }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow).first()).toBeVisible();
  const orderId = /\/order-summary\/(\d+)/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();

  const mailed = async () => (await emailsTo(email)).find((mail) => mail.link?.includes('key='));
  await expect.poll(async () => (await mailed())?.link).toBeTruthy();
  const link = new URL((await mailed())?.link ?? '');
  await openHydrated(page, `${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/my-account');
  await openHydrated(page, '/my-account?tab=orders');
  await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toBeVisible();
});

test('given a stock backend / a customer saves a shipping address without a phone or an e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('shipping.only');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await openHydrated(page, '/my-account?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await panel.getByRole('link', { name: 'Edit shipping address' }).click();
  const shipping = {
    'First name': 'Lise',
    'Last name': 'Meitner',
    'Street address': 'Unter den Linden 6',
    'Town / City': 'Berlin',
    'Postcode / ZIP': '10117',
  };
  for (const [label, value] of Object.entries(shipping)) {
    await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await panel.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  await expect(panel.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Shipping address' })).toContainText(
    'Unter den Linden 6',
  );
});
