import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { recordActionPosts, recordOperations } from './operations';

/** The header's cart button, named with the line count once there is one. */
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const miniCart = (page: Page) => page.getByRole('dialog', { name: MESSAGES.yourCartTab });

test('given the home page / Add to cart posts the cart form once, badges the cart and opens the mini cart', async ({
  page,
}) => {
  const operations = recordOperations(page);
  const posts = recordActionPosts(page, '/cart');
  await openHydrated(page, '/');
  const bestSellers = page.getByRole('list', { name: MESSAGES.bestSellers });
  await bestSellers.getByRole('article', { name: 'BAC Water 3ml' }).getByRole('button').click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(miniCart(page)).toBeVisible();
  await expect(miniCart(page).getByRole('link', { name: 'BAC Water 3ml' })).toBeVisible();
  expect(posts.map((form) => [form.get('intent'), form.get('quantity')])).toEqual([['add', '1']]);
  expect(operations.filter((name) => name !== 'GetFreeShippingAmount')).toEqual([]);
});

test('given the shop / Add to cart on a card adds it and the mini cart follows', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  await page.getByRole('article', { name: 'BPC-157 5mg' }).getByRole('button').click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await expect(miniCart(page)).toBeVisible({ timeout: 5_000 });
  await expect(miniCart(page).getByRole('link', { name: 'BPC-157 5mg' })).toBeVisible();
});

test('given a variable product / it asks for a variation, then adds the chosen one with its quantity', async ({
  page,
}) => {
  await openHydrated(page, '/product/tesamorelin');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.selectVariation);
  await page.getByRole('combobox', { name: /^Size/ }).selectOption({ label: '5mg' });
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await expect(miniCart(page)).toBeVisible();
  const line = miniCart(page).getByRole('group', { name: /Quantity of Tesamorelin/ });
  await expect(line.locator('output')).toHaveText('2');
  await page.keyboard.press('Escape');
  // After success the variation is cleared and the quantity is back to 1.
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: /^Size/ })).toHaveValue('');
});

test('given more than the stock / the product page says so and Add to cart is disabled', async ({
  page,
}) => {
  await openHydrated(page, '/product/semax-10mg');
  const add = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
  await page.getByLabel('Quantity').fill('5');
  await expect(page.getByText(MESSAGES.stockLimitExceeds)).toBeVisible();
  await expect(add).toBeDisabled();
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByText(MESSAGES.stockLimitExceeds)).toBeHidden();
  await expect(add).toBeEnabled();
});

test('given a low-stock product partly in the cart / Add to cart is disabled once quantity and cart exceed the stock', async ({
  page,
}) => {
  // Semax 10mg has 2 in stock.
  await openHydrated(page, '/product/semax-10mg');
  const add = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
  await add.click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByText(MESSAGES.onlyLeftInStock(2, 1))).toBeVisible();
  await expect(add).toBeDisabled();
  await page.getByLabel('Quantity').fill('1');
  await expect(add).toBeEnabled();
});

for (const width of [390, 1280]) {
  test(`given the stock notice at ${width} px / the quantity input and Add to cart stay in line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/product/semax-10mg');
    await page.getByLabel('Quantity').fill('5');
    await expect(page.getByText(MESSAGES.stockLimitExceeds)).toBeVisible();
    // Measured in the shop's font, once the row has settled (the button's disabled look and
    // the notice arrive together).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const add = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
    const bottoms = async () => {
      const [input, button] = [
        await page.getByLabel('Quantity').boundingBox(),
        await add.boundingBox(),
      ];
      return input && button ? Math.abs(input.y + input.height - (button.y + button.height)) : 99;
    };
    await expect.poll(bottoms).toBeLessThanOrEqual(1);
    const button = await add.boundingBox();
    if (!button) throw new Error('Add to cart has no box');
    expect(button.x + button.width).toBeLessThanOrEqual(width);
  });
}

test('given a mini cart / plus, minus, remove and a promo code post the cart forms to the server', async ({
  page,
}) => {
  const operations = recordOperations(page);
  const posts = recordActionPosts(page, '/cart');
  await openHydrated(page, '/product/bpc-157-5mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  const sheet = miniCart(page);
  await expect(sheet).toBeVisible();
  const quantity = sheet.getByRole('group', { name: /Quantity of BPC-157 5mg/ }).locator('output');
  await sheet.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('2');
  await expect(sheet.getByText(/Spend €160\.00 more/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveText('1');
  await expect(sheet.getByText(/Spend €205\.00 more/)).toBeVisible();

  await sheet.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(MESSAGES.couponInUse('WELCOME10')).first()).toBeVisible();

  await sheet.getByRole('button', { name: /Remove BPC-157 5mg/ }).click();
  await expect(sheet.getByText(MESSAGES.miniCartEmpty)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName('Cart');
  // Each change is the form a browser without scripts posts, sent to the cart's action.
  expect(posts.map((form) => form.get('intent'))).toEqual([
    'add',
    'increment',
    'decrement',
    'coupon',
    'remove',
  ]);
  expect(posts[1]?.get('quantity')).toBe('1');
  expect(operations.filter((name) => name !== 'GetFreeShippingAmount')).toEqual([]);
});

test('given a coupon applied on the cart page / the mini cart shows its discount row and says the coupon is applied', async ({
  page,
}) => {
  await openHydrated(page, '/product/bpc-157-5mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(miniCart(page)).toBeVisible();
  await openHydrated(page, '/cart');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('textbox', { name: 'Coupon code' }).press('Enter');
  await expect(page.getByText(MESSAGES.couponInUse('WELCOME10')).first()).toBeVisible();

  await openHydrated(page, '/shop');
  await headerCart(page).click();
  const sheet = miniCart(page);
  await expect(sheet).toBeVisible();
  const discount = sheet.locator('dl > div', {
    has: page.locator('dt', { hasText: /^Discount \(WELCOME10\)/ }),
  });
  await expect(discount.locator('dd')).toHaveText('-€4.50');
  const promo = sheet.getByRole('textbox', { name: 'Promo code' });
  await expect(promo).toBeDisabled();
  await expect(promo).toHaveAccessibleDescription(MESSAGES.couponInUse('WELCOME10'));

  await sheet.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await expect(page.getByText(MESSAGES.couponRemoved)).toBeVisible();
  await expect(sheet.getByText(/^Discount/)).toHaveCount(0);
  await expect(promo).toBeEnabled();
});

test('given the cart and checkout pages / the floating cart button is left out so it covers no totals', async ({
  page,
}) => {
  // Wide enough for the button to sit in the gutter beside the page's content.
  await page.setViewportSize({ width: 1600, height: 900 });
  const floatingCart = page.getByRole('button', { name: /^Open cart/ });
  await openHydrated(page, '/shop');
  await expect(floatingCart).toBeVisible();
  await openHydrated(page, '/cart');
  await expect(floatingCart).toHaveCount(0);
  await openHydrated(page, '/checkout');
  await expect(floatingCart).toHaveCount(0);
});
