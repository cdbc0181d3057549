import { MESSAGES } from '@peptide/domain';
import { expect, type Locator } from '@playwright/test';
import { answerOverlays, openHydrated, firstVisitTest as test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => answerOverlays(page));

const overlap = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
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
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

test('given a product added on a phone / its toast leaves the header cart button uncovered', async ({
  page,
}) => {
  await openHydrated(page, '/product/selank-10mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  // Found by its element, not its role: the mini cart opening 800 ms later hides the rest of
  // the page from the accessibility tree.
  const toast = page.locator('[data-sonner-toast]', { hasText: MESSAGES.addedToCart });
  await expect(toast).toBeVisible();
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
  expect(await overlap(toast, cart)).toBe(false);
});
