import { MESSAGES } from '@peptide/domain';
import { expect } from '@playwright/test';
import { openHydrated, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (one: Box, two: Box) => {
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
};

test('given a phone scrolled down a page / the header that stays takes at most 10 % of the screen', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.y).toBe(0);
  expect(header?.height).toBeLessThanOrEqual(84.4);
});

test('given a phone / no floating cart button covers the page, the header cart opens the mini cart', async ({
  page,
}) => {
  await openHydrated(page, '/faqs');
  await expect(page.getByRole('button', { name: /^Open cart/ })).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

test('given a product added on a phone / its toast leaves the header cart button uncovered', async ({
  page,
}) => {
  await openHydrated(page, '/product/selank-10mg');
  const cart = await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).boundingBox();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  // The toast's box is read in the page once the toast has come to rest (its entry transition
  // over): on a loaded machine it could leave between two calls from the test.
  const toast = await page.waitForFunction((text) => {
    const element = [...document.querySelectorAll('[data-sonner-toast]')].find((candidate) =>
      candidate.textContent?.includes(text),
    );
    if (!element || element.getAnimations().length > 0) return undefined;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0
      ? { x: box.x, y: box.y, width: box.width, height: box.height }
      : undefined;
  }, MESSAGES.addedToCart);
  // waitForFunction resolves with the first truthy answer: the toast's box.
  const toastBox = (await toast.jsonValue()) as Box;
  expect(cart).not.toBeNull();
  expect(overlap(toastBox, cart as Box)).toBe(false);
});
