import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { recordActionPosts } from './operations';
import { addFromProductPage, addWithoutScripts, chooseIndustry, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });

const industry = (page: Page) => page.getByRole('combobox', { name: /Industry/ });

/** Fills everything Place Order needs but the industry, which is left unchosen. */
async function fillAllButIndustry(page: Page) {
  await fillBilling(page);
  await industry(page).selectOption('');
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/** Expects the select marked invalid with the required message as its description. */
async function expectIndustryRequired(page: Page) {
  await expect(industry(page)).toHaveAttribute('aria-invalid', 'true');
  const id = await industry(page).getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toHaveText(MESSAGES.fieldRequired);
}

test('given no industry chosen / the select is marked required, Place Order says so at it and posts nothing until one is chosen', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await expect(industry(page)).toHaveAttribute('required', '');
  await expect(page.locator('label', { has: page.getByText('Industry') })).toHaveText('Industry*');
  await fillAllButIndustry(page);
  const posts = recordActionPosts(page, '/checkout');
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expectIndustryRequired(page);
  await expect(industry(page)).toBeFocused();
  expect(posts).toEqual([]);

  await chooseIndustry(page, 'University');
  await expect(industry(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/pay\/\d+\?key=/);
  expect(posts.map((form) => form.get('industry'))).toEqual(['University']);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('given no industry chosen / the checkout action refuses the order with the message at the select and everything typed kept', async ({
    page,
  }) => {
    await addWithoutScripts(page, 'bpc-157-5mg', 1);
    await page.goto('/checkout');
    await fillAllButIndustry(page);
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectIndustryRequired(page);
    await expect(page.getByText(MESSAGES.checkoutErrorSummary(1))).toBeVisible();
    const billing = page.getByRole('region', { name: 'Billing details' });
    await expect(billing.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '12 St James Square',
    );
    await expect(page.getByRole('radio', { name: /Pay with Bitcoin/ })).toBeChecked();

    await chooseIndustry(page, 'Other');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await page.waitForURL(/\/checkout\?payment=\d+$/);
  });
});
