import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage } from '../e2e/shopping';

test('given a stock backend selling to the EU only / the checkout offers Germany, never the United Kingdom or Norway', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const country = page
    .getByRole('region', { name: 'Billing details' })
    .getByRole('combobox', { name: /Country/ });
  const offered = await country.locator('option').allTextContents();
  expect(offered).toContain('Germany');
  expect(offered).not.toContain('United Kingdom');
  expect(offered).not.toContain('Norway');
  expect(offered).toHaveLength(27);
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
  const shipping = await page
    .getByRole('region', { name: 'Shipping address' })
    .getByRole('combobox', { name: /Country/ })
    .locator('option')
    .allTextContents();
  expect(shipping).toEqual(offered);
});
