import { MESSAGES, TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import type { Page } from '@playwright/test';
import { expect, firstVisitTest, openHydrated, test } from './fixtures';
import { recordOperations } from './operations';

// Code the home page fetches after its own: the shop store's working code (the GraphQL client,
// the cart's actions). A test holds it back until it lets it go, as a slow network would.

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
