import { MESSAGES } from '@peptide/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../e2e/account';
import { answerOverlays } from '../e2e/fixtures';
import { type RunningShop, startShop } from '../e2e/global-setup';
import { fillGermanBilling } from './eu-billing';

// A stock WooCommerce whose "generate password" setting is off creates no account without a
// password, and says so in its own words ("Please enter an account password."). This file starts
// that backend (the upstream profile with COMMERCE_UPSTREAM_GENERATE_PASSWORD=0) and a storefront
// of its own: the register form and the checkout's Create an account ask for a password then, in
// the shopper's words, keeping what was typed, and work with one. Without scripts, as the forms
// render on the server.

test.use({ javaScriptEnabled: false });

let shop: RunningShop | undefined;

test.beforeAll(async () => {
  shop = await startShop(undefined, { COMMERCE_UPSTREAM_GENERATE_PASSWORD: '0' });
});

test.afterAll(async () => {
  await shop?.stop();
});

const open = async (page: Page, path: string) => {
  await answerOverlays(page);
  await page.goto(`${shop?.storefrontUrl}${path}`);
};

test('given a backend that wants a password / registering at /auth asks for one, keeps the address, and then registers', async ({
  page,
}) => {
  const email = uniqueEmail('password.required');
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: /Email address/ }).fill(email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(MESSAGES.accountPasswordRequired)).toBeVisible();
  await expect(page.getByText('Please enter an account password.')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Email address/ })).toHaveValue(email);
  await form.getByLabel(/^Password/).fill('chosen-Password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow).first()).toBeVisible();
});

test("given a backend that wants a password / the checkout's Create an account asks for one, loses nothing typed, and places the order with the account", async ({
  page,
}) => {
  await open(page, '/product/bpc-157-5mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto(`${shop?.storefrontUrl}/checkout`);
  const email = uniqueEmail('checkout.password');
  await fillGermanBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Direct bank transfer/ }).check();
  await page.getByRole('checkbox', { name: 'Create an account?' }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(page.getByText(MESSAGES.accountPasswordRequired).first()).toBeVisible();
  await expect(page.getByText('Please enter an account password.')).toHaveCount(0);
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await page.getByLabel(/^Account password/).fill('chosen-Password-1');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow).first()).toBeVisible();
});
