import { MESSAGES } from '@peptide/domain';
import { createCustomer, logIn, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { networkSettled } from './network';
import { recordActionPosts, recordOperations } from './operations';
import { addFromProductPage, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given a logged-in customer / both addresses and the account details are edited, a mismatch sends nothing', async ({
  page,
}) => {
  const email = uniqueEmail('rosalind.franklin');
  await createCustomer(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  // Each save is one post of the form to the account area's action; no GraphQL from the page.
  const operations = recordOperations(page);
  const saves = recordActionPosts(page, '/my-account');

  await openHydrated(page, '/my-account?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await expect(panel.getByText(MESSAGES.noAddress)).toHaveCount(2);

  await panel.getByRole('link', { name: 'Edit billing address' }).click();
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByRole('alert')).toHaveText(MESSAGES.addressRequired);
  const billing = {
    'First name': 'Rosalind',
    'Last name': 'Franklin',
    'Street address': 'Drury Lane 5',
    'Town / City': 'London',
    'Postcode / ZIP': 'WC2B 5RJ',
    Phone: '2079460000',
    'Email address': email,
  };
  for (const [label, value] of Object.entries(billing)) {
    await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await panel.getByRole('combobox', { name: /Country/ }).selectOption('GB');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeVisible();
  const billingCard = panel.getByRole('region', { name: 'Billing address' });
  await expect(billingCard).toContainText('Drury Lane 5');
  await expect(billingCard).toContainText('United Kingdom');
  expect(saves).toHaveLength(1);
  expect(saves[0]?.get('kind')).toBe('billing');
  expect(saves[0]?.get('billing.address1')).toBe('Drury Lane 5');
  expect(saves[0]?.get('billing.country')).toBe('GB');

  await panel.getByRole('link', { name: 'Edit shipping address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toHaveCount(0);
  await panel.getByRole('link', { name: 'Cancel' }).click();
  await expect(panel.getByRole('region', { name: 'Shipping address' })).toContainText(
    MESSAGES.noAddress,
  );
  await panel.getByRole('link', { name: 'Edit shipping address' }).click();
  // A shipping address needs neither phone nor e-mail, as WooCommerce's does not.
  const { Phone: _phone, 'Email address': _email, ...postal } = billing;
  const shipping = {
    ...postal,
    'Street address': 'King’s College, Strand',
    'Postcode / ZIP': 'WC2R 2LS',
  };
  for (const [label, value] of Object.entries(shipping)) {
    await panel.getByRole('textbox', { name: label }).fill(value);
  }
  await expect(panel.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute(
    'required',
  );
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Shipping address' })).toContainText(
    'King’s College, Strand',
  );
  // The success banner goes away on its own after 5 seconds.
  await expect(panel.getByText(MESSAGES.addressSaved)).toBeHidden({ timeout: 8_000 });

  await page.getByRole('tab', { name: 'Account details' }).click();
  const details = page.getByRole('form', { name: 'Account details' });
  await expect(details.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await details.getByRole('textbox', { name: 'First name' }).fill('Rosalind');
  await details.getByRole('textbox', { name: 'Last name' }).fill('Franklin');
  await details.getByRole('textbox', { name: 'Display name' }).fill('rfranklin');
  await details.getByRole('textbox', { name: /New password/ }).fill('double-helix-51');
  await details.getByRole('textbox', { name: 'Confirm new password' }).fill('double-helix-52');
  const savesBefore = saves.length;
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.passwordConfirmMismatch);
  expect(saves).toHaveLength(savesBefore);

  // An address another customer holds is refused: the generic failure message.
  const taken = uniqueEmail('maurice.wilkins');
  await createCustomer(taken, PASSWORD);
  await details.getByRole('textbox', { name: 'Email address' }).fill(taken);
  await details.getByRole('textbox', { name: 'Confirm new password' }).fill('double-helix-51');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText(MESSAGES.currentPasswordRequired)).toBeVisible();
  await details.getByRole('textbox', { name: /^Current password/ }).fill('not-the-password');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.currentPasswordWrong);
  await details.getByRole('textbox', { name: /^Current password/ }).fill(PASSWORD);
  await details.getByRole('button', { name: 'Save changes' }).click();
  // An address another customer holds is refused: the generic failure message.
  await expect(details.getByRole('alert')).toHaveText(MESSAGES.somethingWentWrong);

  await details.getByRole('textbox', { name: 'Email address' }).fill(email);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText(MESSAGES.accountDetailsSaved)).toBeVisible();
  await expect(details.getByRole('textbox', { name: /New password/ })).toHaveValue('');
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Account details' });
  await expect(reloaded.getByRole('textbox', { name: 'Display name' })).toHaveValue('rfranklin');
  await expect(reloaded.getByRole('textbox', { name: 'Last name' })).toHaveValue('Franklin');

  // The new password is the one that logs in now.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await logIn(page, email, 'double-helix-51');
  expect(operations.filter((name) => /^UpdateCustomer/.test(name))).toEqual([]);
});

test('given a logged-in customer at checkout / the account comes with the page, the browser never asks for it, and what they type stays', async ({
  page,
}) => {
  const email = uniqueEmail('grace');
  await createCustomer(email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await logIn(page, email, PASSWORD);

  const operations = recordOperations(page);
  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Email address': email });
  await networkSettled(page);
  expect(operations).not.toContain('GetCustomer');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(billing.getByRole('textbox', { name: 'Street address' })).toHaveValue(
    '12 St James Square',
  );
  await expect(billing.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
});
