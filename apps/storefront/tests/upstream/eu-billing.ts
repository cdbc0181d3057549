import type { Page } from '@playwright/test';
import { chooseIndustry } from '../e2e/shopping';

/**
 * Fills the checkout's billing details with an address in Berlin: the stock backend the upstream
 * profile stands for sells to the EU's member states only, and refuses a British address. The
 * industry, which Place Order requires, is chosen too.
 *
 * @param overrides - field values by label, over the defaults
 */
export async function fillGermanBilling(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Street address': 'Unter den Linden 77',
    'Town / City': 'Berlin',
    'Postcode / ZIP': '10117',
    Phone: '030201770',
    'Email address': 'ada@example.com',
    ...overrides,
  };
  const billing = page.getByRole('region', { name: 'Billing details' });
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  for (const [label, value] of Object.entries(values)) {
    await billing.getByRole('textbox', { name: label }).fill(value);
  }
  await chooseIndustry(page);
}
