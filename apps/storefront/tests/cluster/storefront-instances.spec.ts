import { MESSAGES } from '@peptide/domain';
import type { APIRequestContext } from '@playwright/test';
import { INSURANCE_PRODUCT_ID } from '../../app/shopConfig';
import { createCustomer, logInThroughApi, uniqueEmail } from '../e2e/account';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { postFrom } from '../e2e/from-address';
import { freePort, startStorefront } from '../e2e/global-setup';
import { addFromProductPage, placeOrder } from '../e2e/shopping';

const storefront = () => process.env.E2E_STOREFRONT_URL ?? '';
const instances = new Set(['storefront-1', 'storefront-2']);

/** GETs `path` `times` times through the balancer; the bodies and which instance answered. */
async function askAlternately(request: APIRequestContext, path: string, times = 4) {
  const answers: { servedBy: string | undefined; body: string; url: string }[] = [];
  for (let ask = 0; ask < times; ask++) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    answers.push({
      servedBy: response.headers()['x-served-by'],
      body: await response.text(),
      url: response.url(),
    });
  }
  expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(instances);
  return answers;
}

test('given two storefront instances on one Redis / a cart filled through one is the cart on the other', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  for (const answer of await askAlternately(page.request, '/cart')) {
    expect(answer.body, answer.servedBy).toContain('Quantity of BPC-157 5mg');
  }
});

test('given a login through one instance / the account opens on every instance', async ({
  page,
}) => {
  const email = uniqueEmail('instances');
  await createCustomer(email, 'Str0ng-pass-phrase');
  await logInThroughApi(page, email, 'Str0ng-pass-phrase');
  for (const answer of await askAlternately(page.request, '/my-account')) {
    expect(new URL(answer.url).pathname, answer.servedBy).toBe('/my-account');
    expect(answer.body, answer.servedBy).toContain(email);
  }
});

test('given a guest cookie copied before her checkout / the copy opens nothing of her order, on any instance', async ({
  page,
  browser,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  const planted = await page.context().cookies();
  await openHydrated(page, '/checkout');
  const email = uniqueEmail('victim');
  await placeOrder(page, /Pay with Crypto/, { 'Email address': email });
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split('/').pop();

  const planter = await browser.newContext({ baseURL: storefront() });
  try {
    await planter.addCookies(planted);
    for (const path of [orderPath, `/checkout/order-received/${orderId}`]) {
      for (let ask = 0; ask < 2; ask++) {
        const body = await (await planter.request.get(path)).text();
        expect(body, path).not.toContain(email);
        expect(body, path).not.toContain(MESSAGES.orderReceived);
      }
    }
  } finally {
    await planter.close();
  }
});

test('given requests in flight as a logout ends the session / none writes it back, 20 times over', async ({
  playwright,
}) => {
  for (let trial = 0; trial < 20; trial++) {
    const shopper = await playwright.request.newContext({ baseURL: storefront() });
    try {
      const add = () =>
        shopper.post('/cart', {
          form: { intent: 'add', productId: '101', quantity: '1' },
          headers: { Origin: storefront() },
          maxRedirects: 0,
        });
      expect((await add()).status()).toBeLessThan(400);
      const cookie = (await shopper.storageState()).cookies;
      const inFlight = Array.from({ length: 6 }, () => add());
      await new Promise((wait) => setTimeout(wait, trial % 4));
      const logout = shopper.post('/logout', {
        headers: { Origin: storefront() },
        maxRedirects: 0,
      });
      await Promise.all([...inFlight, logout]);

      const copy = await playwright.request.newContext({
        baseURL: storefront(),
        storageState: { cookies: cookie, origins: [] },
      });
      // The copy reads as a new visitor: no WooCommerce session, so no cart.
      const shopperNow = (await (await copy.get('/api/shopper')).json()) as { cart: boolean };
      expect(shopperNow.cart, `trial ${trial}`).toBe(false);
      await copy.dispose();
    } finally {
      await shopper.dispose();
    }
  }
});

test('given the newsletter’s limit of 5 sign-ups per client address / the 6th is refused whichever instance answers', async () => {
  const from = '127.0.0.77';
  const statuses: number[] = [];
  for (let signup = 0; signup < 6; signup++) {
    const reply = await postFrom(storefront(), '/api/newsletter', {
      from,
      body: JSON.stringify({ email: uniqueEmail(`limit-${signup}`) }),
      headers: { 'content-type': 'application/json' },
    });
    statuses.push(reply.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test('given a storefront on Redis that has served a shopper / told to stop, it exits, its Redis connection closed', async ({
  request,
}) => {
  const port = await freePort();
  const own = await startStorefront({
    port,
    graphqlUrl: process.env.E2E_COMMERCE_URL ?? '',
    env: { STOREFRONT_REDIS_URL: process.env.E2E_REDIS_URL, STOREFRONT_TRUST_PROXY: 'loopback' },
  });
  const added = await request.post(`${own.url}/cart`, {
    form: { intent: 'add', productId: String(INSURANCE_PRODUCT_ID), quantity: '1' },
    headers: { origin: own.url },
    maxRedirects: 0,
  });
  expect(added.status()).toBeLessThan(500);
  const shopper = (await (await request.get(`${own.url}/api/shopper`)).json()) as { cart: boolean };
  expect(shopper.cart).toBe(true);
  // stop() fails the test when the process is still running 15 s after SIGTERM.
  await own.stop();
  await expect(request.get(own.url)).rejects.toThrow();
});

test('given a shared page asked for again through the proxy / the proxy answers it, the same bytes, and a shopper with a cart passes it by', async ({
  request,
}) => {
  const path = '/faqs';
  const first = await request.get(path);
  expect(first.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
  const kept = [await request.get(path), await request.get(path)];
  for (const answer of kept) {
    expect(answer.headers()['x-cache-status']).toBe('HIT');
    // Round robin would have sent one of the two to the other instance.
    expect(answer.headers()['x-served-by']).toBe(kept[0]?.headers()['x-served-by']);
    expect(await answer.text()).toBe(await kept[0]?.text());
  }
  for (let ask = 0; ask < 2; ask++) {
    const marked = await request.get(path, { headers: { cookie: 'has_cart=1' } });
    expect(marked.headers()['x-cache-status']).toBe('BYPASS');
    expect(marked.headers()['cache-control']).toBe('no-store');
  }
});
