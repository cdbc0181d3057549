import { sendOperation } from '@peptide/test-support/client';
import { logInThroughApi, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { networkSettled } from './network';
import { recordActionPosts, recordOperations } from './operations';
import { addFromProductPage } from './shopping';

const PASSWORD = 'lab-bench-42';

/**
 * A customer with a saved billing address in Germany (and the same shipping address when asked),
 * registered on the commerce server.
 */
async function customerWithSavedAddress(email: string, withShipping = false) {
  const address = `firstName: "Greta", lastName: "Lind", address1: "Hauptstraße 5", city: "Landshut",
    postcode: "84028", country: DE`;
  const answer = await sendOperation(
    `${process.env.E2E_COMMERCE_URL}`,
    `mutation($email: String!, $password: String!) {
      registerCustomer(input: { email: $email, password: $password, billing: {
        ${address}, phone: "+49 8731 1234567", email: $email
      }${withShipping ? `, shipping: { ${address} }` : ''} }) { customer { id } }
    }`,
    { email, password: PASSWORD },
  );
  if (answer.errors.length) throw new Error(answer.errors[0]?.message);
}

test('given a guest / a new checkout address starts in the shop market, Germany', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('combobox', { name: /Country/ })).toHaveValue('DE');
});

test('given a logged-in customer with a saved address / the form shows it, and what the shopper types is never overwritten', async ({
  page,
}) => {
  const email = uniqueEmail('saved.address');
  await customerWithSavedAddress(email);
  await logInThroughApi(page, email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const billing = page.getByRole('region', { name: 'Billing details' });
  const phone = billing.getByRole('textbox', { name: 'Phone' });
  await expect(billing.getByRole('textbox', { name: 'Town / City' })).toHaveValue('Landshut');
  await phone.fill('+33 1 23 45 67 89');
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('FR');
  // Whatever arrives late (the customer again, the cart's rates for the new address) keeps it.
  await page.waitForTimeout(3000);
  await expect(billing.getByRole('combobox', { name: /Country/ })).toHaveValue('FR');
  await expect(phone).toHaveValue(/^\+33 1 23 45 67 89$/);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(billing.getByRole('combobox', { name: /Country/ })).toHaveValue('FR');
});

test('given a logged-in customer with a saved shipping address / the cart takes it for its rates, read with the page', async ({
  page,
}) => {
  const email = uniqueEmail('saved.shipping');
  await customerWithSavedAddress(email, true);
  await logInThroughApi(page, email, PASSWORD);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  const operations = recordOperations(page);
  const posts = recordActionPosts(page, '/cart');
  await openHydrated(page, '/cart');
  await expect.poll(() => posts.length).toBe(1);
  await networkSettled(page);
  // The customer's address came with the page: the browser did not ask for the customer; the
  // cart's action was posted the address once.
  expect(operations).not.toContain('GetCustomer');
  expect(posts.map((form) => [form.get('intent'), form.get('shipping.city')])).toEqual([
    ['shippingAddress', 'Landshut'],
  ]);
});
