import { LIMITS, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { createCustomer, emailsTo, logIn, passwordLinkFor, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given a forgotten password / unknown and known addresses, a bad link, a mismatch, a short password, then a good one that logs in', async ({
  page,
}) => {
  const email = uniqueEmail('lise.meitner');
  await createCustomer(email, PASSWORD);

  await openHydrated(page, '/lost-password');
  const form = page.getByRole('form', { name: 'Lost your password?' });
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText(MESSAGES.emailRequired, { exact: true })).toBeVisible();
  await form.getByLabel('Email address').fill('lise.meitner');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();

  // Known or not, the answer is the same panel, so the form cannot list accounts.
  const unknown = uniqueEmail('nobody');
  await form.getByLabel('Email address').fill(unknown);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(SERVER_MESSAGES.resetLinkSentIfRegistered)).toBeVisible();
  expect(await emailsTo(unknown)).toEqual([]);
  await page.getByRole('link', { name: MESSAGES.backToLogin }).click();
  await page.waitForURL((url) => url.pathname === '/auth');

  await openHydrated(page, '/lost-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(SERVER_MESSAGES.resetLinkSentIfRegistered)).toBeVisible();
  await expect.poll(async () => (await emailsTo(email)).length).toBe(1);
  const link = await passwordLinkFor(email);

  const reset = page.getByRole('form', { name: 'Set a new password' });
  await openHydrated(page, '/reset-password');
  await expect(reset.getByRole('alert')).toHaveText(MESSAGES.invalidResetLink);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

  await openHydrated(page, `/reset-password?email=${encodeURIComponent(email)}&token=forged`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-77');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByRole('alert')).toHaveText(SERVER_MESSAGES.resetLinkInvalidOrExpired);
  await expect(page.getByText(MESSAGES.passwordResetFailed)).toBeVisible();

  await openHydrated(page, link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-77');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-78');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordTooShort(LIMITS.passwordMinLength))).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-77');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  // The new password logged the customer in: the page lands on My Account.
  await page.waitForURL((url) => url.pathname === '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toContainText(
    `Hello ${email.slice(0, email.indexOf('@'))}`,
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await logIn(page, email, 'new-secret-77');
});
