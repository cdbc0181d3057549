import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { freePort, type RunningProcess, startStorefront } from '../e2e/global-setup';
import { chooseIndustry } from '../e2e/shopping';
import { type RecordingBackend, recordingBackend } from './recording-backend';

// The file's tests share one storefront of their own, in front of a recorder of its requests.
test.describe.configure({ mode: 'default' });

let backend: RecordingBackend | undefined;
let storefront: RunningProcess | undefined;
test.beforeAll(async () => {
  backend = await recordingBackend(process.env.E2E_COMMERCE_URL ?? '');
  storefront = await startStorefront({ port: await freePort(), graphqlUrl: backend.url });
});
test.afterAll(async () => {
  await storefront?.stop();
  await backend?.stop();
});

/** The operations the storefront's server sent while `work` ran. */
async function sentDuring(work: () => Promise<void>) {
  if (!backend) throw new Error('the recorder did not start');
  backend.operations.length = 0;
  await work();
  return [...backend.operations];
}

const at = (path: string) => `${storefront?.url}${path}`;

/** A German billing address, in the stock backend's base country's market, and the industry. */
async function fillGermanBilling(page: Page, email: string) {
  const billing = page.getByRole('region', { name: 'Billing details' });
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Street address': 'Unter den Linden 1',
    'Town / City': 'Berlin',
    'Postcode / ZIP': '10117',
    Phone: '301234567',
    'Email address': email,
  };
  for (const [label, value] of Object.entries(values)) {
    await billing.getByRole('textbox', { name: label }).fill(value);
  }
  await chooseIndustry(page);
}

test('given a stock backend / a product page asks for no certificates and nothing the backend refuses', async ({
  page,
}) => {
  const sent = await sentDuring(async () => {
    await openHydrated(page, at('/product/bpc-157-5mg'));
    await expect(page.getByRole('heading', { level: 1, name: 'BPC-157 5mg' })).toBeVisible();
  });
  expect(sent.map((operation) => operation.name)).toContain('GetProductBySlug');
  expect(sent.map((operation) => operation.name)).not.toContain('GetProductCertificates');
  expect(sent.filter((operation) => operation.refused)).toEqual([]);
});

test('given a stock backend / a guest’s checkout by bank transfer sends nothing the backend refuses', async ({
  page,
}) => {
  const sent = await sentDuring(async () => {
    await openHydrated(page, at('/product/bpc-157-5mg'));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
    await openHydrated(page, at('/checkout'));
    await fillGermanBilling(page, 'guest.refused@example.com');
    await page.getByRole('radio', { name: /Direct bank transfer/ }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await expect(page).toHaveURL(/\/order-summary\/\d+$/);
    await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
    await expect(page.getByText('guest.refused@example.com').first()).toBeVisible();
  });
  expect(sent.map((operation) => operation.name)).toContain('Checkout');
  // A stock backend refuses a guest's order query: the page shows the checkout's answer.
  expect(sent.map((operation) => operation.name)).not.toContain('GetOrder');
  expect(sent.filter((operation) => operation.refused)).toEqual([]);
});
