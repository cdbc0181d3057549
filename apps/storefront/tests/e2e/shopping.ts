import { MESSAGES } from '@peptide/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import { answerOverlays, expect, markHydration, openHydrated } from './fixtures';

/** Adds a simple product from its page with a quantity, and waits for the answer. */
export async function addFromProductPage(page: Page, slug: string, quantity = 1) {
  await openHydrated(page, `/product/${slug}`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
}

/** Puts a product in the session's cart from its page, as a browser without scripts does. */
export async function addWithoutScripts(page: Page, slug: string, quantity: number) {
  await page.goto(`/product/${slug}`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

/**
 * A page of a browser that runs scripts, for a shopper whose cart the server keeps: the product
 * added as a browser without scripts adds it, so nothing about the cart is in the browser; the
 * overlays are answered and hydration is marked.
 *
 * @param use - what to do with the page; both browser contexts close after it
 */
export async function withServerKeptCart(
  browser: Browser,
  { slug, quantity }: { slug: string; quantity: number },
  use: (page: Page) => Promise<void>,
) {
  const baseURL = process.env.E2E_STOREFRONT_URL;
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const withScripts = await browser.newContext({ baseURL });
  try {
    await addWithoutScripts(await withoutScripts.newPage(), slug, quantity);
    await withScripts.addCookies(await withoutScripts.cookies());
    await answerOverlays(withScripts);
    await markHydration(withScripts);
    await use(await withScripts.newPage());
  } finally {
    await Promise.all([withoutScripts.close(), withScripts.close()]);
  }
}

/** The amount on a row of a totals box, by the row's label (`Subtotal`, `Shipping`, `Total` ...). */
export const amount = (box: Locator, term: string | RegExp) =>
  box
    .locator('div', {
      has: box
        .page()
        .locator('dt', { hasText: typeof term === 'string' ? new RegExp(`^${term}$`) : term }),
    })
    .locator('dd');

/** Chooses the checkout's industry, which Place Order requires. */
export async function chooseIndustry(page: Page, industry = 'Laboratory R&D') {
  await page.getByRole('combobox', { name: /Industry/ }).selectOption(industry);
}

/** Fills the checkout's billing details (a London address) and chooses the industry. */
export async function fillBilling(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Street address': '12 St James Square',
    'Town / City': 'London',
    'Postcode / ZIP': 'SW1Y 4JH',
    Phone: '2079460958',
    'Email address': 'ada@example.com',
    ...overrides,
  };
  const billing = page.getByRole('region', { name: 'Billing details' });
  // A new address starts in the shop's market (Germany); this one is in London.
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('GB');
  for (const [label, value] of Object.entries(values)) {
    await billing.getByRole('textbox', { name: label }).fill(value);
  }
  await chooseIndustry(page);
}

/** Adds one unit of a variable product's variation from its page, and waits for the answer. */
export async function addVariationFromProductPage(page: Page, slug: string, option: string) {
  await openHydrated(page, `/product/${slug}`);
  await page.getByRole('combobox', { name: /^Size/ }).selectOption({ label: option });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
}

/**
 * Fills the checkout, picks a payment method, accepts the terms and presses Place Order once.
 *
 * @param gateway - the payment method's radio label
 */
export async function placeOrder(
  page: Page,
  gateway: RegExp = /Pay with Crypto/,
  billing: Record<string, string> = {},
) {
  await fillBilling(page, billing);
  await page.getByRole('radio', { name: gateway }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
}
