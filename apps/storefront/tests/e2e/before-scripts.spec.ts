import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { addWithoutScripts } from './shopping';

/** The first card of a listing that adds from the card: its product's name and its button. */
async function firstAddableCard(page: Page) {
  const button = page
    .getByRole('region', { name: /products/i })
    .or(page.getByRole('main'))
    .first()
    .getByRole('button', { name: MESSAGES.addToCart, exact: true })
    .first();
  const name = await button.locator('xpath=ancestor::article').getAttribute('aria-label');
  return { button, name: name ?? '' };
}

/** Holds the page's scripts until `release` is called, so it stays as the server sent it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('without scripts', () => {
      test.use({ javaScriptEnabled: false });

      test('a card’s Add to cart puts the product in the cart, and the cart page’s badge counts it', async ({
        page,
      }) => {
        await page.goto('/shop');
        const { button, name } = await firstAddableCard(page);
        await button.click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole('region', { name: 'Cart items' })).toContainText(name);
        await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
      });

      test('the header’s cart is a link to the cart page', async ({ page }) => {
        await addWithoutScripts(page, 'bpc-157-5mg', 2);
        await page.goto('/blog');
        await expect(headerCart(page)).toHaveAttribute('href', '/cart');
        await headerCart(page).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole('region', { name: 'Cart items' })).toContainText('BPC-157 5mg');
      });
    });

    test('before its scripts arrive, a card’s Add to cart still adds the product', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/shop', { waitUntil: 'commit' });
      const { button, name } = await firstAddableCard(page);
      await button.click();
      await expect(page).toHaveURL(/\/cart$/);
      release();
      await expect(page.getByRole('region', { name: 'Cart items' })).toContainText(name);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu button opens a panel of every link, which lead to their pages', async ({
      page,
    }) => {
      await page.goto('/');
      const panel = page.getByRole('navigation', { name: 'Menu' });
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Peptides' })).toBeVisible();
      await panel.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  });

  test('with scripts, the menu button opens the menu sheet, not its own panel', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(
      page.locator('details:has(> summary[aria-label="Open menu"])'),
    ).not.toHaveAttribute('open', '');
  });
});
