import { MESSAGES } from '@peptide/domain';
import type { Locator, Page } from '@playwright/test';
import { createCustomer, logIn, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { recordActionPosts } from './operations';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

/** A billing address in Lyon whose postcode has one digit too few for France. */
const LYON = {
  'First name': 'Marie',
  'Last name': 'Curie',
  'Street address': '12 Rue de la République',
  'Town / City': 'Lyon',
  'Postcode / ZIP': '6900',
  Phone: '0478123456',
};

/** Fills the billing address form with the Lyon address and the customer's e-mail. */
async function fillLyon(form: Locator, email: string) {
  await form.getByRole('combobox', { name: /Country/ }).selectOption('FR');
  for (const [label, value] of Object.entries({ ...LYON, 'Email address': email })) {
    await form.getByRole('textbox', { name: label }).fill(value);
  }
}

/** Expects the postcode field marked invalid with the postcode message as its description. */
async function expectPostcodeMessage(page: Page, form: Locator) {
  const postcode = form.getByRole('textbox', { name: 'Postcode / ZIP' });
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  const id = await postcode.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toHaveText(MESSAGES.invalidPostcode);
  await expect(page.getByText(MESSAGES.somethingWentWrong)).toHaveCount(0);
}

/** Expects every field of the form to hold what was typed. */
async function expectKept(form: Locator, email: string) {
  await expect(form.getByRole('combobox', { name: /Country/ })).toHaveValue('FR');
  for (const [label, value] of Object.entries({ ...LYON, 'Email address': email })) {
    await expect(form.getByRole('textbox', { name: label })).toHaveValue(value);
  }
}

test('given a French billing postcode of four digits / the address book says so at the postcode, as checkout does, and sends nothing', async ({
  page,
}) => {
  const email = uniqueEmail('marie.curie');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  const saves = recordActionPosts(page, '/my-account');
  await openHydrated(page, '/my-account?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await panel.getByRole('link', { name: 'Edit billing address' }).click();
  const form = panel.getByRole('form', { name: 'Billing address' });
  await fillLyon(form, email);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expectPostcodeMessage(page, form);
  await expectKept(form, email);
  expect(saves).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('given a French billing postcode of four digits / the page answers with the message at the postcode and everything typed kept', async ({
    page,
  }) => {
    const email = uniqueEmail('irene.curie');
    await createCustomer(email, PASSWORD);
    await page.goto('/auth');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username or email address').fill(email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my-account$/);

    await page.goto('/my-account?tab=addresses&edit=billing');
    const form = page.getByRole('form', { name: 'Billing address' });
    await fillLyon(form, email);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expectPostcodeMessage(page, form);
    await expectKept(form, email);
    await expect(page.getByText(MESSAGES.addressSaved)).toHaveCount(0);
  });
});
