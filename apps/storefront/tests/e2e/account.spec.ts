import { EMAIL_MAX_LENGTH, LIMITS, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import {
  createCustomer,
  emailsTo,
  expiredJwt,
  logIn,
  passwordLinkFor,
  uniqueEmail,
} from './account';
import { seriousViolations } from './axe';
import { expect, markHydration, openHydrated, test } from './fixtures';
import { recordOperations } from './operations';
import { addFromProductPage, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given the server / the login-dependent pages render a skeleton and noindex, never a form or a customer', async ({
  request,
}) => {
  for (const path of ['/auth', '/my-account', '/my-orders', '/my-account/view-order/1']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).toContain('aria-busy="true"');
    expect(html, path).not.toContain('name="password"');
    expect(html, path).not.toContain('Logout');
  }
  for (const path of ['/lost-password', '/reset-password']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('given a new customer / register, set the password from the outbox, log in, both redirect rules and the dashboard', async ({
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
  await expect(page.getByText(MESSAGES.registrationSuccessful)).toBeVisible();
  // The server logs the new customer in: /auth sends them on to the account area.
  await page.waitForURL((url) => url.pathname === '/my-account');

  // Still logged in by the registration, the customer follows the set-password link.
  const [welcome] = await emailsTo(email);
  expect(welcome?.subject).toMatch(/set your password/);
  await openHydrated(page, await passwordLinkFor(email));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // The new password ended the registration's login: the account area returns to /auth.
  await openHydrated(page, '/my-account');
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken))
    .toBeNull();

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

test('given a logged-in customer / both addresses and the account details are edited, a mismatch sends nothing', async ({
  page,
}) => {
  const email = uniqueEmail('rosalind.franklin');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  const operations = recordOperations(page);
  const sentAddresses: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"UpdateCustomerAddress"')) sentAddresses.push(body);
  });

  await openHydrated(page, '/my-account?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await expect(panel.getByText(MESSAGES.noAddress)).toHaveCount(2);

  await panel.getByRole('button', { name: 'Edit billing address' }).click();
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByRole('alert')).toHaveText(MESSAGES.addressRequired);
  const billing = {
    'First name': 'Rosalind',
    'Last name': 'Franklin',
    'Street address': 'Drury Lane 5',
    'Town / City': 'London',
    'Postcode / ZIP': 'WC2B 5RJ',
    Phone: '2079460000',
    'Email address': email,
  };
  for (const [label, value] of Object.entries(billing)) {
    await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await panel.getByRole('combobox', { name: /Country/ }).selectOption('GB');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeVisible();
  const billingCard = panel.getByRole('region', { name: 'Billing address' });
  await expect(billingCard).toContainText('Drury Lane 5');
  await expect(billingCard).toContainText('United Kingdom');
  expect(sentAddresses).toHaveLength(1);
  expect(JSON.stringify(JSON.parse(sentAddresses[0] ?? '{}').variables)).not.toContain(
    '__typename',
  );

  await panel.getByRole('button', { name: 'Edit shipping address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('region', { name: 'Shipping address' })).toContainText(
    MESSAGES.noAddress,
  );
  await panel.getByRole('button', { name: 'Edit shipping address' }).click();
  const shipping = {
    ...billing,
    'Street address': 'King’s College, Strand',
    'Postcode / ZIP': 'WC2R 2LS',
  };
  for (const [label, value] of Object.entries(shipping)) {
    await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Shipping address' })).toContainText(
    'King’s College, Strand',
  );
  // The success banner goes away on its own after 5 seconds.
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeHidden({ timeout: 8_000 });

  await page.getByRole('tab', { name: 'Account details' }).click();
  const details = page.getByRole('form', { name: 'Account details' });
  await expect(details.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await details.getByRole('textbox', { name: 'First name' }).fill('Rosalind');
  await details.getByRole('textbox', { name: 'Last name' }).fill('Franklin');
  await details.getByRole('textbox', { name: 'Display name' }).fill('rfranklin');
  await details.getByRole('textbox', { name: /New password/ }).fill('double-helix-51');
  await details.getByRole('textbox', { name: 'Confirm new password' }).fill('double-helix-52');
  const updatesBefore = operations.filter((name) => name === 'UpdateCustomer').length;
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.passwordConfirmMismatch);
  expect(operations.filter((name) => name === 'UpdateCustomer')).toHaveLength(updatesBefore);

  // An address another customer holds is refused: the generic failure message.
  const taken = uniqueEmail('maurice.wilkins');
  await createCustomer(taken, PASSWORD);
  await details.getByRole('textbox', { name: 'Email address' }).fill(taken);
  await details.getByRole('textbox', { name: 'Confirm new password' }).fill('double-helix-51');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText(MESSAGES.currentPasswordRequired)).toBeVisible();
  await details.getByRole('textbox', { name: /^Current password/ }).fill('not-the-password');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.currentPasswordWrong);
  await details.getByRole('textbox', { name: /^Current password/ }).fill(PASSWORD);
  await details.getByRole('button', { name: 'Save changes' }).click();
  // An address another customer holds is refused: the generic failure message.
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.somethingWentWrong);

  await details.getByRole('textbox', { name: 'Email address' }).fill(email);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  await expect(details.getByRole('textbox', { name: /New password/ })).toHaveValue('');
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Account details' });
  await expect(reloaded.getByRole('textbox', { name: 'Display name' })).toHaveValue('rfranklin');
  await expect(reloaded.getByRole('textbox', { name: 'Last name' })).toHaveValue('Franklin');

  // The new password is the one that logs in now.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await logIn(page, email, 'double-helix-51');
});

test('given a customer whose account loads slowly at checkout / what they typed meanwhile stays', async ({
  page,
}) => {
  const email = uniqueEmail('grace');
  await createCustomer(email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await logIn(page, email, PASSWORD);

  // The customer's saved addresses (none yet) arrive only after the billing form is filled.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/graphql', async (route) => {
    if (/"operationName"\s*:\s*"GetCustomer"/.test(route.request().postData() ?? '')) await held;
    await route.continue();
  });
  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Email address': email });
  const arrived = page.waitForResponse((response) =>
    /"operationName"\s*:\s*"GetCustomer"/.test(response.request().postData() ?? ''),
  );
  release();
  await arrived;
  // Two frames: React has committed whatever the answer changed.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(billing.getByRole('textbox', { name: 'Street address' })).toHaveValue(
    '12 St James Square',
  );
  await expect(billing.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
});

test('given a customer who ordered / the order is in My Orders and at its own address, another customer cannot see it, logout clears storage', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('ada');
  await createCustomer(email, PASSWORD);

  // A guest cart survives the login: the server merges it and the header shows it at once.
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await logIn(page, email, PASSWORD);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }),
  ).toBeVisible();

  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() as string;

  // The orders query waits until My Orders opens.
  const operations = recordOperations(page);
  await openHydrated(page, '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).not.toContain('GetOrders');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const orders = page.getByRole('tabpanel', { name: 'My Orders' });
  const row = orders.getByRole('row', { name: new RegExp(`#${orderId}`) });
  await expect(row).toContainText('Processing');
  await expect(row).toContainText('€96.00');
  expect(operations).toContain('GetOrders');

  await row.getByRole('button', { name: `View order ${orderId}` }).click();
  await page.waitForURL(new RegExp(`/my-account/view-order/${orderId}$`));
  await expect(orders.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const lines = orders.getByRole('table', { name: 'Order details' });
  await expect(lines).toContainText('BPC-157 5mg');
  await expect(lines.getByRole('row', { name: /^Subtotal/ })).toContainText('€90.00');
  await expect(lines.getByRole('row', { name: /^Shipping/ })).toContainText('€15.00');
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('€96.00');
  await orders.getByRole('button', { name: 'Back to orders' }).click();
  await page.waitForURL(/\/my-account\?tab=orders$/);
  await expect(orders.getByRole('row', { name: new RegExp(`#${orderId}`) })).toBeVisible();

  // The order's own address opens it directly, and so does /my-orders.
  await openHydrated(page, `/my-account/view-order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await openHydrated(page, '/my-orders');
  await expect(page.getByText(MESSAGES.selectOrder)).toBeVisible();
  await page.getByRole('button', { name: `View order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to orders' }).click();
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
  await logIn(second, other, PASSWORD);
  await openHydrated(second, '/my-account?tab=orders');
  await expect(second.getByText(MESSAGES.noOrders)).toBeVisible();
  await expect(second.getByRole('link', { name: MESSAGES.browseProducts })).toHaveAttribute(
    'href',
    '/shop',
  );
  await openHydrated(second, `/my-account/view-order/${orderId}`);
  await expect(second.getByRole('alert')).toHaveText(
    MESSAGES.errorGeneric(SERVER_MESSAGES.orderNotFound),
  );
  await expect(second.getByText('BPC-157 5mg')).toHaveCount(0);
  await context.close();
});

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
  await page.waitForURL((url) => url.pathname === '/');

  await logIn(page, email, 'new-secret-77');
});

test('given a login token that expires while on /my-account / the next request returns the page to the visitor state', async ({
  page,
}) => {
  const email = uniqueEmail('emmy.noether');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await openHydrated(page, '/my-account');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();

  await page.evaluate(
    ([key, token]) => localStorage.setItem(key as string, token as string),
    [STORAGE_KEYS.authToken, expiredJwt()],
  );
  await page.getByRole('tab', { name: 'My Orders' }).click();

  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken),
  ).toBeNull();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('given the account screens / axe finds no serious or critical violation on any of them', async ({
  page,
}) => {
  for (const path of ['/auth', '/lost-password', '/reset-password?email=a%40b.nl&token=t']) {
    await openHydrated(page, path);
    await page.getByRole('form').first().waitFor();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  const email = uniqueEmail('dorothy.hodgkin');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  for (const tab of [
    'dashboard',
    'orders',
    'downloads',
    'stock-notifications',
    'addresses',
    'account-details',
  ]) {
    await openHydrated(page, `/my-account?tab=${tab}`);
    await page.getByRole('tabpanel').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
