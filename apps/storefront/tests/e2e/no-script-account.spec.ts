import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, uniqueEmail } from './account';
import { expect, test } from './fixtures';

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
  await expect(page).toHaveURL(/\/$/);
}

test('given no scripts / the account area renders on the server; its tabs are links and the details form saves, or says why not', async ({
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
  // The renewed login is the session's: the account area still opens.
  await page.goto('/my-account?tab=addresses');
  await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/auth$/);
  await logInWithoutScripts(page, email, 'a-new-bench-43');
});
