import { LIMITS, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, emailsTo, logInThroughApi, passwordLinkFor, uniqueEmail } from './account';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** Every address the page asks for, and the method it asks with. */
function recordRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  return requests;
}

/** Asks for a reset link on /lost-password, as typed into its form. */
async function askForLink(page: Page, email: string) {
  await page.goto('/lost-password');
  const form = page.getByRole('form', { name: 'Lost your password?' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Reset password' }).click();
}

/** Types a new password and its confirmation into the reset form and presses Reset password. */
async function setPassword(page: Page, password: string, confirmation = password) {
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill(confirmation);
  await form.getByRole('button', { name: 'Reset password' }).click();
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('given a forgotten password / the lost-password form posts and e-mails the link, the reset form posts with the link, refuses a mismatch and a short password, then sets the password and lands logged in on My Account; no address ever holds it', async ({
    page,
  }) => {
    const email = uniqueEmail('emmy.noether');
    await createCustomer(email, 'old-password-1');
    const requests = recordRequests(page);

    await askForLink(page, email);
    await expect(page.getByText(SERVER_MESSAGES.resetLinkSentIfRegistered)).toBeVisible();
    await expect(page).toHaveURL(/\/lost-password$/);
    expect(requests).toContain(`POST ${new URL('/lost-password', page.url())}`);
    await expect.poll(async () => (await emailsTo(email)).length).toBe(1);

    await page.goto(await passwordLinkFor(email));
    await setPassword(page, 'new-secret-77', 'new-secret-78');
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await setPassword(page, 'short');
    await expect(page.getByText(MESSAGES.passwordTooShort(LIMITS.passwordMinLength))).toBeVisible();
    await setPassword(page, 'new-secret-77');
    // The new password logged the customer in: My Account says it was set, in a lasting status.
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.passwordResetSuccess }),
    ).toBeVisible();
    await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeVisible();

    for (const request of requests) {
      expect(request).not.toMatch(/new-secret|short|[?&](password|confirmPassword)=/);
      expect(request).not.toMatch(/lost-password\?/);
    }
    await logInThroughApi(page, email, 'new-secret-77');
  });

  test('given an unknown address / the same panel, and no e-mail', async ({ page }) => {
    const unknown = uniqueEmail('nobody');
    await askForLink(page, unknown);
    await expect(page.getByText(SERVER_MESSAGES.resetLinkSentIfRegistered)).toBeVisible();
    await expect(page).toHaveURL(/\/lost-password$/);
    expect(await emailsTo(unknown)).toEqual([]);
  });
});

test('given a tap before the scripts arrive / both forms post as forms: the link is e-mailed and the new password set', async ({
  page,
}) => {
  // The page's scripts never arrive (as on a train, and for the moment before they do): the
  // forms are the server's HTML, not hydrated.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const email = uniqueEmail('lise.held');
  await createCustomer(email, 'old-password-1');
  const requests = recordRequests(page);

  await askForLink(page, email);
  await expect(page.getByText(SERVER_MESSAGES.resetLinkSentIfRegistered)).toBeVisible();
  await expect.poll(async () => (await emailsTo(email)).length).toBe(1);

  await page.goto(await passwordLinkFor(email));
  await setPassword(page, 'new-secret-77');
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  for (const request of requests) {
    expect(request).not.toMatch(/new-secret|[?&](password|confirmPassword)=/);
    expect(request).not.toMatch(/lost-password\?/);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await logInThroughApi(page, email, 'new-secret-77');
});
