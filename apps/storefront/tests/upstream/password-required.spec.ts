import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@peptide/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../e2e/account';
import { answerOverlays } from '../e2e/fixtures';
import { freePort, type RunningProcess, startCommerce, startStorefront } from '../e2e/global-setup';
import { fillGermanBilling } from './eu-billing';

// A stock WooCommerce whose "generate password" setting is off creates no account without a
// password, and says so in its own words ("Please enter an account password."). This file starts
// that backend (the upstream profile with COMMERCE_UPSTREAM_GENERATE_PASSWORD=0) and a storefront
// of its own: the register form and the checkout's Create an account ask for a password then, in
// the shopper's words, keeping what was typed, and work with one. Without scripts, as the forms
// render on the server.

test.use({ javaScriptEnabled: false });

let dataDir: string;
let commerce: RunningProcess | undefined;
let storefront: RunningProcess | undefined;

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-password-'));
  const storefrontPort = await freePort();
  commerce = await startCommerce({
    port: await freePort(),
    databasePath: join(dataDir, 'commerce.sqlite'),
    jwtSecret: randomBytes(32).toString('hex'),
    storefrontUrl: `http://127.0.0.1:${storefrontPort}`,
    env: { COMMERCE_UPSTREAM_GENERATE_PASSWORD: '0' },
  });
  storefront = await startStorefront({ port: storefrontPort, graphqlUrl: commerce.url });
});

test.afterAll(async () => {
  await storefront?.stop();
  await commerce?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const open = async (page: Page, path: string) => {
  await answerOverlays(page);
  await page.goto(`${storefront?.url}${path}`);
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
  await page.goto(`${storefront?.url}/checkout`);
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
