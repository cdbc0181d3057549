import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, passwordLinkFor, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

for (const width of [390, 1280]) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} scripts`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: scripts });
      const open = (page: Page, path: string) =>
        scripts ? openHydrated(page, path) : page.goto(path);
      const hello = (email: string) => `Hello ${email.slice(0, email.indexOf('@'))}`;

      test('given a customer / the login lands on My Account', async ({ page }) => {
        const email = uniqueEmail(`dorothy.hodgkin.${width}`);
        await createCustomer(email, PASSWORD);
        await open(page, '/auth');
        const login = page.getByRole('form', { name: 'Login' });
        await login.getByLabel('Username or email address').fill(email);
        await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
        await login.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => url.pathname === '/my-account');
        await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toContainText(hello(email));
      });

      test('given a registration / My Account says lastingly that the set-password link was sent, and the link logs the customer in there', async ({
        page,
      }) => {
        const email = uniqueEmail(`chien.wu.${width}`);
        await open(page, '/auth');
        const register = page.getByRole('form', { name: 'Register' });
        await register.getByLabel('Email address').fill(email);
        await register.getByRole('button', { name: 'Register' }).click();
        await page.waitForURL((url) => url.pathname === '/my-account');
        const said = page.getByRole('status').filter({ hasText: MESSAGES.registrationSuccessful });
        await expect(said).toBeVisible();
        // Longer than the account area's toasts last: the status stays on the page.
        await page.waitForTimeout(3_000);
        await expect(said).toBeVisible();

        await open(page, await passwordLinkFor(email));
        const form = page.getByRole('form', { name: 'Set a new password' });
        await form.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
        await form.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
        await form.getByRole('button', { name: 'Reset password' }).click();
        await page.waitForURL((url) => url.pathname === '/my-account');
        await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toContainText(hello(email));
        // The new password's login is the session's: the account area still opens after a reload.
        await page.reload();
        await expect(page).toHaveURL(/\/my-account$/);
        await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();
      });
    });
  }
}
