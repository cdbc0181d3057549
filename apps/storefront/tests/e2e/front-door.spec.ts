import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { sendOperation } from '@peptide/test-support/client';
import { type Browser, expect, test } from '@playwright/test';
import { createCustomer, emailsTo, uniqueEmail } from './account';
import { cookieOf, postFrom, postLarge } from './from-address';
import { freePort, type RunningProcess, startStorefront } from './global-setup';
import { fillBilling } from './shopping';

// The storefront is the shop's front door: every shopper's change reaches the backend through
// its actions, so it counts what each client address asks for, names the shopper's address to
// the backend (whose own limits then count shoppers, not the storefront), and bounds every body.
// This file starts a storefront of its own with the shop's default limits (the harness raises
// them: its browsers all shop from 127.0.0.1), but for the orders and new carts, lowered so
// that a few requests reach them; it trusts loopback as its balancer, as behind nginx.
// Requests leave from addresses of their own on 127.0.0.0/8, so no test shares another's counts.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'front-door-Password-1';
const UNPAID_ORDERS = 2;
const NEW_CARTS = 3;

let shop: RunningProcess;
let origin: string;

test.beforeAll(async () => {
  const graphqlUrl = process.env.E2E_COMMERCE_URL;
  if (!graphqlUrl) throw new Error('E2E_COMMERCE_URL is not set: the global setup did not run');
  shop = await startStorefront({
    port: await freePort(),
    graphqlUrl,
    env: {
      STOREFRONT_TRUST_PROXY: 'loopback',
      STOREFRONT_CHECKOUTS_PER_CLIENT_PER_HOUR: '30',
      STOREFRONT_UNPAID_ORDERS_PER_CLIENT: String(UNPAID_ORDERS),
      STOREFRONT_NEW_CARTS_PER_MINUTE: String(NEW_CARTS),
      // The shop's own password-reset limits, which the harness raises.
      STOREFRONT_RESET_MAILS_PER_CLIENT_PER_HOUR: '10',
      STOREFRONT_NEW_PASSWORDS_PER_CLIENT: '10',
    },
  });
  origin = shop.url;
});

test.afterAll(async () => {
  await shop?.stop();
});

/** A login posted without scripts from `from`: 302 when it logged in. */
const logInFrom = (from: string, username: string, password: string) =>
  postFrom(origin, '/auth', { from, fields: { intent: 'login', username, password } });

/** The text of a page the action answered, its HTML entities read. */
const textOf = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

test('given 25 wrong logins at once from one address / that address is refused past 20 with the wait, and a customer elsewhere logs in', async () => {
  const email = uniqueEmail('door.login');
  await createCustomer(email, PASSWORD);
  const guesses = await Promise.all(
    Array.from({ length: 25 }, (_, n) =>
      logInFrom('127.0.0.21', `nobody.${n}.${email}`, 'wrong-password-1'),
    ),
  );
  const texts = guesses.map((guess) => textOf(guess.body));
  expect(texts.filter((text) => text.includes(MESSAGES.invalidCredentials))).toHaveLength(20);
  expect(
    texts.filter((text) => text.includes(SERVER_MESSAGES.tooManyLoginAttempts(15))),
  ).toHaveLength(5);
  // Counted per shopper by the backend too: before, its limit counted the storefront's address,
  // and every customer's right password was refused for 15 minutes.
  const owner = await logInFrom('127.0.0.22', email, PASSWORD);
  expect(owner.status).toBe(302);
  expect(cookieOf(owner)).toBeDefined();
});

test('given wrong guesses at an account from six addresses / its owner still logs in from a fresh address, and a guesser reads that the account is locked', async () => {
  const email = uniqueEmail('door.owner');
  await createCustomer(email, PASSWORD);
  for (let n = 31; n <= 36; n++) {
    const guess = await logInFrom(`127.0.0.${n}`, email, 'wrong-password-1');
    expect(guess.status).toBe(400);
  }
  const again = await logInFrom('127.0.0.36', email, 'wrong-password-2');
  expect(textOf(again.body)).toContain(SERVER_MESSAGES.tooManyLoginAttempts(15));
  expect(textOf(again.body)).not.toContain(MESSAGES.invalidCredentials);
  const owner = await logInFrom('127.0.0.37', email, PASSWORD);
  expect(owner.status).toBe(302);
});

// A client's own header saying who it is, a proxy's or the one in which the server names the
// client, changes nothing at a storefront that trusts no proxy.
for (const [header, from] of [
  ['x-forwarded-for', '127.0.0.61'],
  ['x-storefront-client-address', '127.0.0.62'],
] as const) {
  test(`given a client that sends ${header} at a storefront that trusts no proxy / its guesses still count as its own`, async () => {
    const harness = process.env.E2E_STOREFRONT_URL ?? '';
    const guesses = await Promise.all(
      Array.from({ length: 21 }, (_, n) =>
        postFrom(harness, '/auth', {
          from,
          headers: { [header]: `198.51.100.${n + 1}` },
          fields: { intent: 'login', username: `${from}.${n}@example.com`, password: 'wrong-1' },
        }),
      ),
    );
    const refused = guesses.filter((guess) =>
      textOf(guess.body).includes(SERVER_MESSAGES.tooManyLoginAttempts(15)),
    );
    expect(refused).toHaveLength(1);
  });
}

test('given registrations from one address / past 30 in 10 minutes it reads the wait, and another address registers', async () => {
  const register = (from: string, n: number) =>
    postFrom(origin, '/auth', {
      from,
      fields: { intent: 'register', email: uniqueEmail(`door.register${n}`) },
    });
  const replies = await Promise.all(
    Array.from({ length: 32 }, (_, n) => register('127.0.0.81', n)),
  );
  const refused = replies.filter((reply) =>
    textOf(reply.body).includes(SERVER_MESSAGES.registrationsLimited(10 * 60_000)),
  );
  expect(refused).toHaveLength(2);
  expect(textOf((await register('127.0.0.82', 99)).body)).not.toContain(
    SERVER_MESSAGES.registrationsLimited(10 * 60_000),
  );
});

test('given a visitor without a cart adding again and again from one address / past the new carts a minute it reads the wait, and another address still adds', async () => {
  const graphqlUrl = process.env.E2E_COMMERCE_URL ?? '';
  const answer = await sendOperation<{ product: { databaseId: number } }>(
    graphqlUrl,
    'query { product(id: "bpc-157-5mg", idType: SLUG) { databaseId } }',
    {},
  );
  const productId = String(answer.data?.product.databaseId);
  const add = (from: string) =>
    postFrom(origin, '/cart', { from, fields: { intent: 'add', productId, quantity: '1' } });
  const adds = await Promise.all(Array.from({ length: NEW_CARTS + 2 }, () => add('127.0.0.41')));
  expect(adds.filter((reply) => reply.status === 303)).toHaveLength(NEW_CARTS);
  const refused = adds.filter((reply) => reply.status === 429);
  expect(refused).toHaveLength(2);
  expect(refused[0]?.headers['retry-after']).toMatch(/^\d+$/);
  expect(textOf(refused[0]?.body ?? '')).toContain(SERVER_MESSAGES.newCartsLimited(60_000));
  expect((await add('127.0.0.42')).status).toBe(303);
});

test('given lost-password requests from one address / past 10 an hour it reads the wait and nothing is sent, while another address gets its e-mail', async () => {
  const email = uniqueEmail('door.reset');
  await createCustomer(email, PASSWORD);
  const ask = (from: string, address: string) =>
    postFrom(origin, '/lost-password', { from, fields: { email: address } });
  for (let n = 0; n < 10; n++) {
    expect((await ask('127.0.0.51', `someone.${n}@example.com`)).status).toBe(200);
  }
  const refused = await ask('127.0.0.51', email);
  expect(refused.status).toBe(429);
  expect(textOf(refused.body)).toContain(SERVER_MESSAGES.resetMailsLimited(60 * 60_000));
  expect(await emailsTo(email)).toHaveLength(0);
  expect((await ask('127.0.0.52', email)).status).toBe(200);
  await expect.poll(async () => (await emailsTo(email)).length).toBe(1);
});

/** Places a bitcoin order without scripts as a shopper behind the balancer at `address`. */
async function placeUnpaidOrder(browser: Browser, address: string) {
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  const page = await context.newPage();
  await page.goto('/product/bpc-157-5mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/checkout');
  await fillBilling(page);
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  return { page, close: () => context.close() };
}

test('given a client address with as many orders awaiting payment as it may / its next Place Order reads the wait, and a shopper elsewhere still orders', async ({
  browser,
}) => {
  for (let n = 0; n < UNPAID_ORDERS; n++) {
    const placed = await placeUnpaidOrder(browser, '203.0.113.7');
    await placed.page.waitForURL(/\/checkout\?payment=\d+$/);
    await placed.close();
  }
  const refused = await placeUnpaidOrder(browser, '203.0.113.7');
  await expect(
    refused.page.getByText(SERVER_MESSAGES.unpaidOrdersLimited(60 * 60_000)).first(),
  ).toBeVisible();
  await refused.close();
  const elsewhere = await placeUnpaidOrder(browser, '203.0.113.8');
  await elsewhere.page.waitForURL(/\/checkout\?payment=\d+$/);
  await elsewhere.close();
});

test('given posts over the body limit / each is answered 413 before its body is read, and many at once leave the shop up', async () => {
  expect(await postLarge(origin, '/auth', 64 * 1024 * 1024)).toBe(413);
  const many = await Promise.all(
    Array.from({ length: 8 }, () => postLarge(origin, '/cart', 160 * 1024 * 1024)),
  );
  expect(many).toEqual(Array(8).fill(413));
  expect((await fetch(origin)).status).toBe(200);
});

test('given bodies that are not forms / every route action answers 415 or 400, never 500', async () => {
  const email = uniqueEmail('door.bodies');
  await createCustomer(email, PASSWORD);
  // The account's forms are read for a customer only (a visitor is sent to log in first).
  const cookie = cookieOf(await logInFrom('127.0.0.71', email, PASSWORD));
  const actions = [
    '/auth',
    '/cart',
    '/checkout',
    '/lost-password',
    '/reset-password',
    '/my-account',
    '/product/bpc-157-5mg',
  ];
  const bodies = [
    { type: 'application/json', body: '{"intent":"login"}', status: 415 },
    { type: 'text/plain', body: 'intent=login', status: 415 },
    { type: '', body: 'intent=login', status: 415 },
    { type: 'multipart/form-data', body: '--x\r\n\r\n', status: 400 },
    { type: 'multipart/form-data; boundary=x', body: 'not a multipart body', status: 400 },
  ];
  for (const path of actions) {
    for (const { type, body, status } of bodies) {
      const reply = await postFrom(origin, path, {
        from: '127.0.0.71',
        body,
        cookie,
        headers: { 'content-type': type },
      });
      expect(`${path} ${type || '(none)'} ${reply.status}`).toBe(
        `${path} ${type || '(none)'} ${status}`,
      );
    }
  }
  const chunked = await postFrom(origin, '/auth', {
    from: '127.0.0.71',
    body: 'intent=login',
    headers: { 'content-length': '', 'transfer-encoding': 'chunked' },
  });
  expect(chunked.status).toBe(411);
});
