import { MESSAGES } from '@peptide/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import { createCustomer } from './account';
import { answerOverlays, expect, markHydration, openHydrated, test } from './fixtures';
import { type RunningShop, startShop } from './global-setup';
import { networkSettled, trackRequests } from './network';

// A shop of its own: this spec stops its commerce server.
test.describe.configure({ mode: 'serial' });

let shop: RunningShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop();
});

test.afterAll(async () => {
  await shop?.stop();
});

/** Every page of the storefront, with a stand-in for each route parameter. */
const ROUTES = [
  '/',
  '/shop',
  '/product-category/peptides',
  '/product/bpc-157-5mg',
  '/blog',
  '/blog-single/storing-peptides-in-the-lab',
  '/post/storing-peptides-in-the-lab',
  '/coas',
  '/search?q=bpc',
  '/page/privacy-policy',
  '/cart',
  '/checkout',
  '/my-account',
  '/my-account/view-order/1',
  '/my-orders',
  '/order-summary/1?key=wc_order_x',
  '/thank-you',
  '/auth',
  '/lost-password',
  '/reset-password?key=x&login=y',
  '/contact',
  '/faqs',
  '/how-to-pay',
  '/product-questions',
  '/common-payment-questions',
  '/common-shippingreturns-questions',
  '/privacy-policy',
  '/refund-policy',
  '/terms-conditions',
  '/terms-of-service',
  '/no-such-page',
];

/**
 * Pages whose content comes from the commerce server, and how their content looks: down, each
 * says that it could not load, unless the storefront still holds an answer it may show.
 */
const BACKEND_CONTENT: Record<string, (page: Page) => Locator> = {
  '/': (page) => page.getByRole('article', { name: 'BAC Water 3ml' }),
  '/shop': (page) => page.getByRole('article', { name: 'BPC-157 5mg' }),
  '/product-category/peptides': (page) => page.getByRole('article', { name: 'BPC-157 5mg' }),
  '/product/bpc-157-5mg': (page) => page.getByRole('heading', { level: 1, name: 'BPC-157 5mg' }),
  '/blog': (page) => page.getByRole('list', { name: 'Latest posts' }),
  '/blog-single/storing-peptides-in-the-lab': (page) =>
    page.getByRole('heading', { level: 1, name: /Storing/i }),
  '/post/storing-peptides-in-the-lab': (page) =>
    page.getByRole('heading', { level: 1, name: /Storing/i }),
  '/coas': (page) => page.locator('main').getByRole('article').first(),
  '/search?q=bpc': (page) => page.getByRole('region', { name: 'Search results' }),
  '/page/privacy-policy': (page) => page.getByRole('heading', { level: 1, name: /Privacy/i }),
  '/order-summary/1?key=wc_order_x': (page) =>
    page.getByRole('heading', { name: /Order details/i }),
};

/** How a page says that its data failed. */
const FAILURE = /could not load|Error/;

/** Opens a page with the fixture's overlays answered, recording what the browser reports. */
async function shopperPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.storefrontUrl });
  await answerOverlays(context);
  await markHydration(context);
  trackRequests(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Marks the document, so a test can tell a recovery in place from a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('given the commerce server is down / every page renders its content or its error state, never a blank page or an unhandled rejection', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  const page = await shopperPage(browser, errors);
  await shop.stopCommerce();
  try {
    for (const path of ROUTES) {
      await openHydrated(page, path);
      await networkSettled(page);
      const main = page.locator('main').first();
      expect(((await main.textContent()) ?? '').trim().length, path).toBeGreaterThan(20);
      await expect(page.getByText('Unexpected Server Error'), path).toHaveCount(0);
      const content = BACKEND_CONTENT[path];
      if (content)
        await expect(main.getByText(FAILURE).or(content(page)).first(), path).toBeVisible();
    }
  } finally {
    await shop.restartCommerce();
  }
  expect(errors).toEqual([]);
});

test('given pages showing the backend down / they show their content once it is back, without a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const customer = await shopperPage(browser, errors);
  const email = `down.${Date.now().toString(36)}@example.com`;
  await createCustomer(email, 'correct horse battery', shop.graphqlUrl);
  await openHydrated(customer, '/auth');
  const form = customer.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email address').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(customer.getByText(MESSAGES.loginSuccessful)).toBeVisible();

  const visitor = await shopperPage(browser, errors);
  const recovered: [Page, string, (page: Page) => Locator][] = [
    [visitor, '/shop', (page) => page.getByRole('article', { name: 'BPC-157 5mg' })],
    [
      visitor,
      '/product/bpc-157-5mg',
      (page) => page.getByRole('heading', { level: 1, name: 'BPC-157 5mg' }),
    ],
    [visitor, '/blog', (page) => page.getByRole('list', { name: 'Latest posts' })],
    [
      visitor,
      '/post/storing-peptides-in-the-lab',
      (page) => page.getByRole('heading', { level: 1, name: /Storing/i }),
    ],
    [
      visitor,
      '/page/privacy-policy',
      (page) => page.getByRole('heading', { level: 1, name: /Privacy/i }),
    ],
    [visitor, '/search?q=bpc', (page) => page.getByRole('region', { name: 'Search results' })],
    [customer, '/my-orders', (page) => page.getByText(MESSAGES.noOrders)],
    [
      customer,
      '/my-account?tab=addresses',
      (page) => page.getByRole('heading', { name: /Billing address/i }),
    ],
  ];
  const pages: Page[] = [];
  await shop.stopCommerce();
  try {
    for (const [owner, path] of recovered) {
      const page = await owner.context().newPage();
      page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
      pages.push(page);
      await openHydrated(page, path);
      await expect(page.locator('main').getByText(FAILURE).first(), path).toBeVisible();
      await markDocument(page);
    }
  } finally {
    await shop.restartCommerce();
  }
  for (const [index, [, path, content]] of recovered.entries()) {
    const page = pages[index] as Page;
    await expect(content(page), path).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main').getByText(FAILURE), path).toHaveCount(0);
    expect(await sameDocument(page), `${path} reloaded`).toBe(true);
  }
  expect(errors).toEqual([]);
});
