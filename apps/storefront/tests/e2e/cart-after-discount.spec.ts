import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { addWithoutScripts } from './shopping';

/** 6 × BPC-157 5mg (€45.00): €270.00, above the €250 threshold until WELCOME10 takes €27.00. */
const UNITS = 6;
const AFTER_DISCOUNT_REMAINING = MESSAGES.freeShippingRemaining('€7.00');

const miniCart = (page: Page) => page.getByRole('dialog', { name: MESSAGES.yourCartTab });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('without scripts', () => {
      test.use({ javaScriptEnabled: false });

      test('the cart page’s meter says free shipping counts the subtotal after the coupon', async ({
        page,
      }) => {
        await addWithoutScripts(page, 'bpc-157-5mg', UNITS);
        await expect(page.getByText(MESSAGES.freeShippingReached)).toBeVisible();
        await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
        await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByText(AFTER_DISCOUNT_REMAINING)).toBeVisible();
        await expect(
          page.getByRole('progressbar', { name: 'Free shipping progress' }),
        ).toHaveAttribute('aria-valuenow', '97');
      });
    });

    test('the mini cart links the cart page and shows the subtotal after the coupon', async ({
      page,
    }) => {
      await openHydrated(page, '/product/bpc-157-5mg');
      await page.getByLabel('Quantity').fill(String(UNITS));
      await page.getByRole('button', { name: MESSAGES.addToCart, exact: true }).first().click();
      const sheet = miniCart(page);
      await expect(sheet).toBeVisible();
      await sheet.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
      await sheet.getByRole('button', { name: /Apply/ }).click();
      const after = sheet.locator('dl > div', {
        has: page.locator('dt', { hasText: /^Subtotal after discount$/ }),
      });
      await expect(after.locator('dd')).toHaveText('€243.00');
      await expect(sheet.getByText(AFTER_DISCOUNT_REMAINING)).toBeVisible();
      await sheet.getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('main').getByText(AFTER_DISCOUNT_REMAINING)).toBeVisible();
    });
  });
}

test('given the mini cart opening by itself after a keyboard add / closing it gives focus back to Add to cart', async ({
  page,
}) => {
  await openHydrated(page, '/product/bpc-157-5mg');
  const add = page.getByRole('button', { name: MESSAGES.addToCart, exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).toBeHidden();
  await expect(add).toBeFocused();
});

test('given a keyboard add from a product card / closing the mini cart gives focus back to the card’s button', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  const add = page
    .getByRole('main')
    .getByRole('button', { name: MESSAGES.addToCart, exact: true })
    .first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).toBeHidden();
  await expect(add).toBeFocused();
});
