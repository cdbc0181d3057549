import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The products whose Add to cart the floating cart button covers, each card's button brought to
 * the bottom of the screen in turn, where the fixed button sits.
 */
async function coveredCards(page: Page): Promise<string[]> {
  // Hidden buttons too (a role query leaves them out): a hidden one has no box, so covers nothing.
  const floating = page.locator('button[aria-label^="Open cart"]');
  const cards = page.getByRole('main').getByRole('article');
  const covered: string[] = [];
  for (const card of await cards.all()) {
    const add = card.getByRole('button', { name: MESSAGES.addToCart });
    if ((await add.count()) === 0) continue;
    await add.evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const [addBox, floatingBox] = await Promise.all([add.boundingBox(), floating.boundingBox()]);
    if (addBox && floatingBox && intersects(addBox, floatingBox)) {
      covered.push((await card.getAttribute('aria-label')) ?? '?');
    }
  }
  return covered;
}

test('given /shop at 1280×900 / the floating cart button covers no card’s Add to cart, the header’s cart opens the mini cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/shop');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  expect(await coveredCards(page)).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

test('given /shop on a screen wide enough for a gutter / the floating cart button shows beside the grid, covers no Add to cart and opens the mini cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openHydrated(page, '/shop');
  const floating = page.getByRole('button', { name: /^Open cart/ });
  await expect(floating).toBeVisible();
  expect(await coveredCards(page)).toEqual([]);
  const [grid, button] = await Promise.all([
    page.getByRole('main').boundingBox(),
    floating.boundingBox(),
  ]);
  expect(button?.x).toBeGreaterThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0) - 24);
  await floating.click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

test('given /shop at 390 px / no floating cart button covers the page, the header’s cart opens the mini cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/shop');
  await expect(page.getByRole('button', { name: /^Open cart/ })).toBeHidden();
  expect(await coveredCards(page)).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});
