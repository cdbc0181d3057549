import { MESSAGES, TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import type { Page } from '@playwright/test';
import { expect, firstVisitTest, openHydrated, test } from './fixtures';
import { recordOperations } from './operations';

// Code the home page fetches after its own: the shop store's working code (the GraphQL client,
// the cart's actions) and the FAQ's accordion. Each test holds one back until it lets it go, as
// a slow network would.

/** Holds back the chunks whose names match until `release` is called. */
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

const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

test("given a new shopper's first click on Add to cart while the cart's code loads / the product is added once the code arrives", async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/shopStoreFactory-[\w-]+\.js$/);
  const operations = recordOperations(page);
  await openHydrated(page, '/');
  const bestSellers = page.getByRole('list', { name: MESSAGES.bestSellers });
  await bestSellers.getByRole('article', { name: 'BAC Water 3ml' }).getByRole('button').click();
  await expect(headerCart(page)).toHaveAccessibleName('Cart');
  expect(operations).toEqual([]);
  release();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  expect(operations.filter((name) => name !== 'GetFreeShippingAmount')).toEqual(['AddToCart']);
});

test("given the home page before its FAQ's code arrives / the questions show as the server rendered them, and open once it has", async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/faqParts-[\w-]+\.js$/);
  await openHydrated(page, '/');
  const question = page.getByRole('button', { name: MESSAGES.faqShipCountries });
  await expect(question).toBeVisible();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  release();
  // Whether or not the code has hydrated the accordion yet, the click opens the question.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: MESSAGES.faqShipCountries })).toBeVisible();
});

test("given a click on a question before the FAQ's code arrives / the question opens once the code has", async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/faqParts-[\w-]+\.js$/);
  await openHydrated(page, '/');
  const question = page.getByRole('button', { name: MESSAGES.faqShipCountries });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: MESSAGES.faqShipCountries })).toBeVisible();
  // The replayed click opened it once: a second click closes it again.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
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
