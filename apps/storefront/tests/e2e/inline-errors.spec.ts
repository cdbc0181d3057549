import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Locator } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, addWithoutScripts, fillBilling } from './shopping';

const REFUSED = SERVER_MESSAGES.couponDoesNotExist('NOT-A-COUPON');

/** Whether the centre of an element is the element itself, or something lies over it. */
async function coveredAtCentre(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && (element === top || element.contains(top)) ? 'visible' : 'covered';
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a refused coupon is said at its field on the cart page, with no toast over the totals', async ({
      page,
    }) => {
      await addFromProductPage(page, 'bpc-157-5mg', 2);
      await openHydrated(page, '/cart');
      const field = page.getByRole('textbox', { name: 'Coupon code' });
      await field.fill('NOT-A-COUPON');
      await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toHaveText(REFUSED);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('NOT-A-COUPON');
      await expect(
        page.getByRole('region', { name: /Notifications/ }).getByText(REFUSED),
      ).toHaveCount(0);
      const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
      await proceed.scrollIntoViewIfNeeded();
      expect(await coveredAtCentre(proceed)).toBe('visible');
    });

    test('a refused promo code in the mini cart is said at its field, and Checkout Now stays clear', async ({
      page,
    }) => {
      await openHydrated(page, '/product/bpc-157-5mg');
      await page.getByRole('button', { name: MESSAGES.addToCart, exact: true }).first().click();
      const sheet = page.getByRole('dialog', { name: MESSAGES.yourCartTab });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('textbox', { name: 'Promo code' }).fill('NOT-A-COUPON');
      await sheet.getByRole('button', { name: /Apply/ }).click();
      await expect(sheet.getByRole('alert')).toHaveText(REFUSED);
      await sheet.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
      await sheet.getByRole('button', { name: /Apply/ }).click();
      await expect(
        sheet.getByRole('status').filter({ hasText: MESSAGES.couponInUse('WELCOME10') }),
      ).toBeVisible();
      expect(await coveredAtCentre(sheet.getByRole('link', { name: MESSAGES.checkoutNow }))).toBe(
        'visible',
      );
    });

    test('a first name the backend would refuse is marked at the field in the shopper’s words, once', async ({
      page,
    }) => {
      await addFromProductPage(page, 'bpc-157-5mg', 1);
      await openHydrated(page, '/checkout');
      await fillBilling(page, { 'First name': 'Ada <script>' });
      await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
      const billing = page.getByRole('region', { name: 'Billing details' });
      await expect(billing.getByText(MESSAGES.nameCharacters)).toBeVisible();
      await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByText(/control characters/)).toHaveCount(0);
      await expect(page.getByText(MESSAGES.nameCharacters)).toHaveCount(1);
    });
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused coupon on the cart page comes back at its field', async ({ page }) => {
    await addWithoutScripts(page, 'bpc-157-5mg', 2);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-COUPON');
    await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a first name the backend would refuse comes back marked at the field', async ({ page }) => {
    await addWithoutScripts(page, 'bpc-157-5mg', 1);
    await page.goto('/checkout');
    await fillBilling(page, { 'First name': 'Ada <b>' });
    await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(
      page.getByRole('region', { name: 'Billing details' }).getByText(MESSAGES.nameCharacters),
    ).toBeVisible();
  });
});
