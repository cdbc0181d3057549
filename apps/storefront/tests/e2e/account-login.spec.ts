import { EMAIL_MAX_LENGTH, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import {
  changePasswordElsewhere,
  createCustomer,
  emailsTo,
  logIn,
  logInThroughApi,
  passwordLinkFor,
  uniqueEmail,
} from './account';
import { expect, openHydrated, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given a visitor and the server / /auth renders both forms posting to its action, the account area redirects to /auth, all noindex', async ({
  request,
}) => {
  const auth = await (await request.get('/auth')).text();
  expect(auth).toContain('<meta name="robots" content="noindex"/>');
  expect(auth).toContain('name="password"');
  expect(auth.match(/<form[^>]*action="\/auth" method="post"/g)).toHaveLength(2);
  expect(auth).not.toContain('Logout');
  for (const path of ['/my-account', '/my-orders', '/my-account/view-order/1']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/auth');
  }
  for (const path of ['/lost-password', '/reset-password']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('given a new customer / register (the account area says the link was sent), set the password from the outbox (it logs in), log in, both redirect rules and the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('marie.curie');

  await openHydrated(page, '/my-account');
  await page.waitForURL((url) => url.pathname === '/auth');

  const register = page.getByRole('form', { name: 'Register' });
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText(MESSAGES.fieldRequired)).toBeVisible();
  await register.getByLabel('Email address').fill(email);
  await expect(register.getByLabel('Email address')).toHaveAttribute(
    'maxlength',
    String(EMAIL_MAX_LENGTH),
  );
  await expect(register.getByText(/link to set a new password/)).toBeVisible();
  await expect(register.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await register.getByRole('button', { name: 'Register' }).click();
  // The server logs the new customer in: /auth sends them on to the account area, which says
  // that the set-password link was sent.
  await page.waitForURL((url) => url.pathname === '/my-account');
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.registrationSuccessful }),
  ).toBeVisible();

  // Still logged in by the registration, the customer follows the set-password link; the new
  // password logs them in again and lands on My Account.
  const [welcome] = await emailsTo(email);
  expect(welcome?.subject).toMatch(/set your password/);
  await openHydrated(page, await passwordLinkFor(email));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

  // A second registration of the same address shows the server's message.
  await page.getByRole('form', { name: 'Register' }).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('form', { name: 'Register' }).getByRole('alert')).toHaveText(
    SERVER_MESSAGES.emailAlreadyRegistered,
  );

  await openHydrated(page, '/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByRole('link', { name: MESSAGES.forgotPassword })).toHaveAttribute(
    'href',
    '/lost-password',
  );
  await login.getByLabel('Username or email address').fill(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await expect(login.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'password',
  );
  await login.getByRole('button', { name: 'Show password' }).click();
  await expect(login.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, email, PASSWORD);
  await openHydrated(page, '/auth');
  await page.waitForURL((url) => url.pathname === '/my-account');
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(dashboard).toContainText(`Hello ${email.slice(0, email.indexOf('@'))}`);

  // Tabs live in the address: a reload keeps the open tab.
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=downloads$/);
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Downloads' })).toHaveText(
    new RegExp(MESSAGES.noDownloads),
  );
  await page.getByRole('tab', { name: 'Stock Notifications' }).click();
  const notifications = page.getByRole('tabpanel', { name: 'Stock Notifications' });
  await expect(notifications.getByRole('table', { name: 'Active' })).toBeVisible();
  await expect(notifications.getByRole('table', { name: 'Your Activity' })).toBeVisible();
  await expect(notifications.getByText(MESSAGES.noNotifications)).toHaveCount(2);
});

test('given a login the backend ends (the password changed elsewhere) / the next request returns the page to the visitor state', async ({
  page,
}) => {
  const email = uniqueEmail('emmy.noether');
  await createCustomer(email, PASSWORD);
  await logInThroughApi(page, email, PASSWORD);
  await openHydrated(page, '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();

  await changePasswordElsewhere(email, PASSWORD, 'lab-bench-43');
  await page.getByRole('tab', { name: 'My Orders' }).click();

  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The server's answer may send the browser to /auth a moment before the store forgets the
  // customer it kept.
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).not.toContain(email);
});
