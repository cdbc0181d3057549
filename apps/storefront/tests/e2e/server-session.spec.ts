import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, logIn, uniqueEmail } from './account';
import { answerOverlays, expect, openHydrated, test } from './fixtures';
import { addFromProductPage } from './shopping';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';
/** A JSON Web Token's shape: three base64url parts, the first a JSON header (`{"`). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;

/** Everything page scripts can read of the shop's storage and cookies. */
function scriptReadableState(page: Page) {
  return page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }));
}

test('given a login / no token is readable by page scripts: not in localStorage, sessionStorage or document.cookie', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('rosalind.franklin');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg');
  await openHydrated(page, '/my-account');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();

  const readable = await scriptReadableState(page);
  const text = JSON.stringify(readable);
  expect(text).not.toMatch(JWT);
  for (const key of ['authToken', 'refreshToken', 'woo-session']) {
    expect(readable.local.map(([name]) => name)).not.toContain(key);
  }
  expect(readable.cookie).not.toContain('shop_session');
  const [cookie] = (await context.cookies()).filter(({ name }) => name === 'shop_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.value).not.toMatch(JWT);
});

test('given a session cookie copied to another browser profile / it opens the account until the logout, then nothing', async ({
  page,
  context,
  browser,
}) => {
  const email = uniqueEmail('lise.meitner');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  const copied = (await context.cookies()).filter(({ name }) => name === 'shop_session');
  expect(copied).toHaveLength(1);

  const other = await browser.newContext({ baseURL: process.env.E2E_STOREFRONT_URL });
  try {
    await answerOverlays(other);
    await other.addCookies(copied);
    const thief = await other.newPage();
    await thief.goto('/my-account');
    await expect(thief).toHaveURL(/\/my-account$/);

    await openHydrated(page, '/my-account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    await thief.goto('/my-account');
    await expect(thief).toHaveURL(/\/auth$/);
  } finally {
    await other.close();
  }
});

test('given a cart and a login / both survive a reload and a second tab', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('dorothy.hodgkin');
  await createCustomer(email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg');
  await logIn(page, email, PASSWORD);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const second = await context.newPage();
  await openHydrated(second, '/my-account');
  await expect(second).toHaveURL(/\/my-account$/);
  await expect(second.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await openHydrated(second, '/cart');
  await expect(second.getByRole('link', { name: 'BPC-157 5mg' }).first()).toBeVisible();
});

test("given another site / the cart's action and the login form refuse its posts", async ({
  request,
}) => {
  const foreign = { Origin: 'https://attacker.example' };
  const cart = await request.post('/cart', {
    headers: foreign,
    form: { intent: 'add', productId: '1', quantity: '1' },
    maxRedirects: 0,
  });
  // React Router refuses a cross-origin form post (400) before the action's own check (403).
  expect([400, 403]).toContain(cart.status());
  expect(cart.headers()['set-cookie'] ?? '').not.toContain('shop_session');

  const login = await request.post('/auth', {
    headers: foreign,
    form: { intent: 'login', username: 'anyone@example.com', password: PASSWORD },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(login.status());
  expect(login.headers()['set-cookie'] ?? '').not.toContain('shop_session');
});

test('given a forged session cookie / the account redirects a visitor, and no GraphQL relay answers page scripts', async ({
  request,
  baseURL,
}) => {
  const forged = await request.get('/my-account', {
    headers: { Cookie: 'shop_session=eyJpZCI6Im1hbGxvcnkifQ%3D%3D.forged-signature' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(302);
  expect(forged.headers().location).toBe('/auth');

  // Page scripts post forms to route actions; nothing runs a GraphQL operation they send.
  const relay = await request.post('/api/graphql', {
    headers: { Origin: new URL(baseURL ?? '').origin, 'Content-Type': 'application/json' },
    data: { query: '{ cart { isEmpty } }' },
  });
  // The catch-all page route has no action: the method is not allowed there.
  expect([404, 405]).toContain(relay.status());
  expect(await relay.text()).not.toContain('isEmpty');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('given no scripts / Add to cart on a product page puts the quantity in the session cart and opens the cart', async ({
    page,
  }) => {
    await page.goto('/product/bpc-157-5mg');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cart$/);

    const answer = await page.request.get('/api/shopper');
    expect((await answer.json()).contents.contents.itemCount).toBe(2);
  });

  test('given no scripts / the cart page shows the session cart; plus, minus, a coupon applied and removed, and remove each post and come back', async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
    await page.goto('/product/bpc-157-5mg');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cart$/);

    const quantity = page.getByRole('group', { name: 'Quantity of BPC-157 5mg' });
    await expect(quantity.getByRole('status')).toHaveText('2');
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-COUPON');
    await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
    await expect(page.getByRole('alert')).toHaveText(
      SERVER_MESSAGES.couponDoesNotExist('NOT-A-COUPON'),
    );
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
    await expect(page.getByText(/^Discount/).first()).toBeVisible();
    await page.getByRole('button', { name: /^Remove coupon / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(/^Discount/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove BPC-157 5mg' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  });

  test('given no scripts / Notify me on a product out of stock takes the address, or says why not', async ({
    page,
  }) => {
    await page.goto('/product/tb-500-powder-1g');
    const form = page.getByRole('form', { name: MESSAGES.notifyMeTitle });
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: MESSAGES.notifyMeButton }).click();
    await expect(page).toHaveURL(/\/product\/tb-500-powder-1g$/);
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await form.getByLabel('Email address').fill(uniqueEmail('rachel.carson'));
    await form.getByRole('button', { name: MESSAGES.notifyMeButton }).click();
    await expect(page.getByText(MESSAGES.notifyMeConfirmEmail)).toBeVisible();
  });

  test('given no scripts / a quantity out of bounds stays on the product page with its message', async ({
    page,
  }) => {
    await page.goto('/product/bpc-157-5mg');
    await page.getByLabel('Quantity').fill('1000');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/product\/bpc-157-5mg$/);
    await expect(page.getByText(MESSAGES.quantityOutOfRange).first()).toBeVisible();
  });

  test('given no scripts / the header search goes to the search page with the text', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).fill('bpc');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bpc$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('given no scripts / log in, the account area opens on the server; a wrong password stays with its message', async ({
    page,
  }) => {
    const email = uniqueEmail('chien-shiung.wu');
    await createCustomer(email, PASSWORD);

    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email address').fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();

    await form.getByLabel('Username or email address').fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/my-account$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/my-account$/);
  });

  test('given no scripts / register: the server logs the new customer in and opens the account area', async ({
    page,
  }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Email address').fill(uniqueEmail('emmy.noether'));
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
  });
});
