import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, placeOrder } from './shopping';

test.describe.configure({ timeout: 90_000 });

for (const width of [390, 1280]) {
  test(`given Pay with Crypto at ${width} px / the hosted checkout offers the coins, each with its amount and address on one line, a Copy for each and a countdown`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await addFromProductPage(page, 'tb-500-5mg', 1);
    await openHydrated(page, '/checkout');
    await placeOrder(page, /Pay with Crypto/);
    await page.waitForURL(/\/pay\/\d+\?key=/);

    const coins = page.getByRole('navigation', { name: 'Pay in' });
    await expect(coins.getByRole('link')).toHaveText(['BTC', 'USDT', 'ETH', 'LTC']);
    await coins.getByRole('link', { name: 'ETH' }).click();
    await expect(coins.getByRole('link', { name: 'ETH' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('coin-amount')).toHaveText(/^\d+\.\d{6} ETH$/);
    const address = page.getByRole('textbox', { name: 'ETH address' });
    await expect(address).toHaveValue(/^0x[0-9a-f]{40}$/);

    const card = await page.locator('main').boundingBox();
    const field = await address.boundingBox();
    if (!card || !field) throw new Error('no payment card');
    expect(field.x + field.width).toBeLessThanOrEqual(card.x + card.width);
    expect(field.height).toBeLessThan(60);

    await address.locator('xpath=following-sibling::button').click();
    await expect(address.locator('xpath=following-sibling::button')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await address.inputValue(),
    );
    await expect(page.locator('[data-deadline]')).toHaveText(/^\d{2}:\d{2}$/);
  });
}

test('given Pay with Bitcoin / the page asks for bitcoin only', async ({ page }) => {
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  await placeOrder(page, /Pay with Bitcoin/);
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await expect(page.getByRole('navigation', { name: 'Pay in' })).toHaveCount(0);
  await expect(page.getByTestId('coin-amount')).toHaveText(/ BTC$/);
  await expect(page.getByRole('textbox', { name: 'BTC address' })).toHaveValue(/^bc1q/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the coin links and the values to send work, and the deadline reads as a time', async ({
    page,
  }) => {
    await page.goto('/product/tb-500-5mg');
    await page.getByRole('button', { name: MESSAGES.addToCart, exact: true }).first().click();
    await page.goto('/checkout');
    await placeOrder(page, /Pay with Crypto/);
    await page.getByRole('link', { name: MESSAGES.goToPayment }).click();
    await page.waitForURL(/\/pay\/\d+\?key=/);
    await page
      .getByRole('navigation', { name: 'Pay in' })
      .getByRole('link', { name: 'LTC' })
      .click();
    await expect(page.getByRole('textbox', { name: 'LTC address' })).toHaveValue(/^ltc1q/);
    await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    await expect(page.locator('[data-deadline]')).toHaveText(/minutes/);
  });
});

test('given a cancelled Bitcoin payment and a new browser session / the checkout shows Bitcoin chosen while its discount counts', async ({
  page,
  browser,
}) => {
  await addFromProductPage(page, 'tb-500-5mg', 2);
  await openHydrated(page, '/checkout');
  await placeOrder(page, /Pay with Bitcoin/);
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/checkout/);

  const { cookies } = await page.context().storageState();
  const fresh = await browser.newContext({
    baseURL: process.env.E2E_STOREFRONT_URL,
    storageState: { cookies, origins: [] },
  });
  const later = await fresh.newPage();
  await later.goto('/checkout');
  const summary = later.getByRole('table', { name: 'Your order' });
  await expect(summary).toContainText('TB-500');
  // The backend keeps the method chosen before the cancel, and prices the cart for it.
  await expect(summary.getByRole('row', { name: /Bitcoin discount/ })).toBeVisible();
  await expect(later.getByRole('radio', { name: /Pay with Bitcoin/ })).toBeChecked();
  await fresh.close();
});
