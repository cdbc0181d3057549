import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

// Tesamorelin (seeded) comes in 5mg at €85, 10mg at €150 on sale for €139, and 20mg.
const PRODUCT = '/product/tesamorelin';

test('given a shared variation link / the server renders that variation with its price and stock', async ({
  page,
}) => {
  const html = await (await page.request.get(`${PRODUCT}?attribute_pa_size=10mg`)).text();
  expect(html).toContain('€139.00');
  expect(html).toMatch(/<option[^>]*value="\d+"[^>]*selected=""[^>]*>10mg<\/option>/);
  expect(html).toContain(`<link rel="canonical" href="http://`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/product\/tesamorelin"/);

  await openHydrated(page, `${PRODUCT}?attribute_pa_size=10mg`);
  await expect(page.getByRole('combobox', { name: /^Size/ }).locator('option:checked')).toHaveText(
    '10mg',
  );
  await expect(page.getByText('€139.00').first()).toBeVisible();
});

test('given a shared link to a variation in or out of stock / the page without scripts shows that stock', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const choice = page.getByRole('combobox', { name: /^Size/ });
  // The product's own form, not the related products' cards below it.
  const purchase = page.locator('form').filter({ has: choice });
  await page.goto(`${PRODUCT}?attribute_pa_size=10mg`);
  await expect(choice.locator('option:checked')).toHaveText('10mg');
  await expect(purchase.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  await expect(page.getByRole('form', { name: MESSAGES.notifyMeTitle })).toHaveCount(0);
  await page.goto(`${PRODUCT}?attribute_pa_size=20mg`);
  await expect(choice.locator('option:checked')).toHaveText(/^20mg\b/);
  await expect(
    purchase.getByRole('button', { name: MESSAGES.outOfStock, exact: true }),
  ).toBeDisabled();
  await expect(page.getByRole('form', { name: MESSAGES.notifyMeTitle })).toBeVisible();
  await context.close();
});

test('given a variation chosen / the address names it without a new history entry or a jump', async ({
  page,
}) => {
  await openHydrated(page, PRODUCT);
  const entries = await page.evaluate(() => window.history.length);
  await page.evaluate(() => window.scrollTo(0, 200));
  const select = page.getByRole('combobox', { name: /^Size/ });
  await select.selectOption({ label: '10mg' });
  await expect(page).toHaveURL(/\/product\/tesamorelin\?attribute_pa_size=10mg$/);
  await select.selectOption({ label: '5mg' });
  await expect(page).toHaveURL(/\/product\/tesamorelin\?attribute_pa_size=5mg$/);
  await expect(page.getByText('€85.00').first()).toBeVisible();
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  expect(await page.evaluate(() => window.scrollY)).toBe(200);
});

test('given an unknown value in the address / no variation is chosen', async ({ page }) => {
  const html = await (await page.request.get(`${PRODUCT}?attribute_pa_size=15mg`)).text();
  expect(html).not.toMatch(/<option[^>]*selected=""[^>]*>\d+mg/);
  await openHydrated(page, `${PRODUCT}?attribute_pa_size=15mg`);
  await expect(page.getByRole('combobox', { name: /^Size/ })).toHaveValue('');
});
