import type { Browser, Page } from '@playwright/test';
import { createCustomer, logIn, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage } from './shopping';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

/** Saves one of the account's addresses through the address book. */
async function saveAddress(
  page: Page,
  kind: 'billing' | 'shipping',
  values: Record<string, string>,
) {
  await openHydrated(page, '/my-account?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await panel.getByRole('link', { name: `Edit ${kind} address` }).click();
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Country')
      await panel.getByRole('combobox', { name: /Country/ }).selectOption(value);
    else await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(
    panel.getByRole('region', { name: `${kind[0]?.toUpperCase()}${kind.slice(1)} address` }),
  ).toContainText(values['Street address'] ?? '');
}

/** The checkout as the server renders it for the page's session, with no scripts at all. */
async function checkoutWithoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_STOREFRONT_URL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto('/checkout');
  return { plain, close: () => context.close() };
}

for (const width of [390, 1280]) {
  test(`given a customer whose saved shipping address is another place, at ${width} px / the checkout comes with both, ticked to ship there`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`saved-${width}`);
    await createCustomer(email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await saveAddress(page, 'billing', {
      'First name': 'Rosalind',
      'Last name': 'Franklin',
      'Street address': 'Drury Lane 5',
      'Town / City': 'London',
      'Postcode / ZIP': 'WC2B 5RJ',
      Phone: '2079460000',
      'Email address': email,
      Country: 'GB',
    });
    await saveAddress(page, 'shipping', {
      'First name': 'Rosalind',
      'Last name': 'Franklin',
      'Street address': 'Invalidenstraße 43',
      'Town / City': 'Berlin',
      'Postcode / ZIP': '10115',
      Country: 'DE',
    });
    await addFromProductPage(page, 'bpc-157-5mg', 1);

    const { plain, close } = await checkoutWithoutScripts(browser, page);
    const billing = plain.getByRole('region', { name: 'Billing details' });
    await expect(billing.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      'Drury Lane 5',
    );
    await expect(billing.getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
    await expect(
      plain.getByRole('checkbox', { name: /Ship to a different address/ }),
    ).toBeChecked();
    await expect(
      plain
        .getByRole('region', { name: /Shipping/ })
        .getByRole('textbox', { name: 'Street address' }),
    ).toHaveValue('Invalidenstraße 43');
    await close();

    await openHydrated(page, '/checkout');
    await expect(
      page
        .getByRole('region', { name: 'Billing details' })
        .getByRole('textbox', { name: 'Town / City' }),
    ).toHaveValue('London');
    await expect(page.getByRole('checkbox', { name: /Ship to a different address/ })).toBeChecked();
  });
}

test('given a customer with no saved address / the checkout comes with their e-mail', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('no-address');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  const { plain, close } = await checkoutWithoutScripts(browser, page);
  await expect(
    plain
      .getByRole('region', { name: 'Billing details' })
      .getByRole('textbox', { name: 'Email address' }),
  ).toHaveValue(email);
  await expect(
    plain.getByRole('checkbox', { name: /Ship to a different address/ }),
  ).not.toBeChecked();
  await close();
});
