import { MESSAGES, TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import type { Page } from '@playwright/test';
import { expect, firstVisitTest, openHydrated, test } from './fixtures';
import { networkSettled } from './network';
import { recordActionPosts, recordOperations } from './operations';
import { withServerKeptCart } from './shopping';

/**
 * Holds back the requests whose addresses match (a chunk, an action's answer) until `release`
 * is called, as a slow network would.
 */
async function holdBack(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

const OVERLAY_CODE = /\/assets\/(overlayParts|ageGatePart|toasterPart)-[\w-]+\.js$/;

test("given a visitor who only browses / nothing is posted, the shopper asked once, the sheets' and toasts' code not before an interaction", async ({
  page,
}) => {
  const urls: string[] = [];
  const posts: string[] = [];
  page.on('request', (request) => {
    urls.push(new URL(request.url()).pathname);
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await openHydrated(page, '/');
  await networkSettled(page);
  // The parts that show only when asked (the sheets, the toasts) run nothing while a page loads.
  expect(urls.filter((url) => OVERLAY_CODE.test(url))).toEqual([]);
  await page
    .getByRole('list', { name: MESSAGES.bestSellers })
    .getByRole('article', { name: 'BAC Water 3ml' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/bac-water-3ml$/);
  await networkSettled(page);
  // The shopper's fetcher loads `/api/shopper` through React Router's data request.
  expect(urls.filter((url) => url === '/api/shopper.data')).toHaveLength(1);
  expect(posts).toEqual([]);

  await expect(headerCart(page)).toHaveAccessibleName('Cart');
});

test('given a cart the server keeps and nothing stored in the browser / the badge shows it after load', async ({
  browser,
}) => {
  await withServerKeptCart(browser, { slug: 'bpc-157-5mg', quantity: 2 }, async (page) => {
    await openHydrated(page, '/');
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  });
});

test("given a new shopper's first click on Add to cart / the badge shows it before the cart's action answers, and the answer's cart stays", async ({
  page,
}) => {
  await openHydrated(page, '/');
  const release = await holdBack(page, /\/cart\.data/);
  const operations = recordOperations(page);
  const posts = recordActionPosts(page, '/cart');
  const bestSellers = page.getByRole('list', { name: MESSAGES.bestSellers });
  await bestSellers.getByRole('article', { name: 'BAC Water 3ml' }).getByRole('button').click();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  // The add is the cart's form, posted to its action; its answer is held back.
  await expect.poll(() => posts.map((form) => form.get('intent'))).toEqual(['add']);
  await expect(page.getByText(MESSAGES.addedToCart)).toHaveCount(0);
  release();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  expect(posts).toHaveLength(1);
  expect(operations).toEqual([]);
});

firstVisitTest(
  'given a first visit / the age gate arrives with its timer and is answered by keyboard alone',
  async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/');
    await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
    const gate = page.getByRole('dialog', { name: 'Age Verification' });
    await expect(gate).toBeVisible();
    // Focus moves into the gate by itself (once the open gate has been painted).
    await expect(gate.getByRole('button', { name: 'Agree', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageVerified)).toBe(
      'true',
    );
  },
);
