import { SUPPORTED_COUNTRIES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage } from './shopping';

test("given our backend selling to the shop's 29 countries / the checkout offers every one, the United Kingdom and Norway among them", async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const offered = await page
    .getByRole('region', { name: 'Billing details' })
    .getByRole('combobox', { name: /Country/ })
    .locator('option')
    .allTextContents();
  expect(offered).toEqual(SUPPORTED_COUNTRIES.map((country) => country.name));
  expect(offered).toContain('United Kingdom');
  expect(offered).toContain('Norway');
});
