import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { logInThroughApi, setPasswordFromLink, uniqueEmail } from './account';
import { expect, test } from './fixtures';
import { addWithoutScripts, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

test('given no scripts / an incomplete Place Order comes back as posted with its messages; a complete one links to its payment page and, once paid, shows the order received', async ({
  page,
}) => {
  await addWithoutScripts(page, 'bpc-157-5mg', 2);
  await page.goto('/checkout');
  const summary = page.getByRole('table', { name: 'Your order' });
  await expect(summary).toContainText('BPC-157 5mg');
  await expect(page.getByRole('radio', { name: /Pay with Bitcoin/ })).toBeVisible();

  await fillBilling(page, { 'Postcode / ZIP': '' });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(billing.getByText(MESSAGES.fieldRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.termsRequired)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay with Bitcoin/ })).toBeChecked();

  await billing.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('SW1Y 4JH');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  // The gateway's page is another site's, which a form's redirect may not reach: its link.
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('payment'));
  await expect(page.getByText(MESSAGES.orderAwaitingPayment(orderId))).toBeVisible();
  await page.getByRole('link', { name: MESSAGES.goToPayment }).click();
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('BPC-157 5mg');

  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
});

test('given no scripts / the coupon box applies its code with the form as typed kept; Enter in a field still places the order', async ({
  page,
}) => {
  await addWithoutScripts(page, 'bpc-157-5mg', 2);
  await page.goto('/checkout');
  const billing = page.getByRole('region', { name: 'Billing details' });
  // A new address starts in the shop's market (Germany), as with scripts.
  await expect(billing.getByRole('combobox', { name: /Country/ })).toHaveValue('DE');
  await billing.getByRole('textbox', { name: 'First name' }).fill('Ada');
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('NOT-A-COUPON');
  await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('group', { name: 'Coupon code' }).getByRole('alert')).toHaveText(
    SERVER_MESSAGES.couponDoesNotExist('NOT-A-COUPON'),
  );
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

  await code.fill('WELCOME10');
  await page.getByRole('button', { name: MESSAGES.applyCoupon }).click();
  await expect(page.getByText(MESSAGES.couponInUse('WELCOME10'))).toBeVisible();
  const summary = page.getByRole('table', { name: 'Your order' });
  await expect(summary.getByRole('row', { name: /^Discount/ })).toContainText('-€9.00');
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

  // Enter in an address field is Place Order's: the order's own messages, not the coupon's.
  await billing.getByRole('textbox', { name: 'First name' }).press('Enter');
  await expect(page.getByText(MESSAGES.termsRequired)).toBeVisible();
});

test('given no scripts / Update totals brings the insurance box into the totals, with the form as typed kept, and Place Order into the order', async ({
  page,
}) => {
  await addWithoutScripts(page, 'bpc-157-5mg', 2);
  await page.goto('/checkout');
  const summary = page.getByRole('table', { name: 'Your order' });
  const total = summary.getByRole('row', { name: /^Total/ });
  await expect(total).toContainText('€105.00');
  await expect(page.getByText(MESSAGES.updateTotalsNote)).toBeVisible();
  const firstName = page
    .getByRole('region', { name: 'Billing details' })
    .getByRole('textbox', { name: 'First name' });
  await firstName.fill('Ada');
  const insurance = page.getByRole('checkbox', { name: /Premium shipping insurance/ });
  const updateTotals = page.getByRole('button', { name: MESSAGES.updateTotals });

  await insurance.check();
  await updateTotals.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(total).toContainText('€109.99');
  await expect(insurance).toBeChecked();
  await expect(firstName).toHaveValue('Ada');

  await insurance.uncheck();
  await updateTotals.click();
  await expect(total).toContainText('€105.00');
  await expect(insurance).not.toBeChecked();

  await insurance.check();
  await fillBilling(page);
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  await page.getByRole('link', { name: MESSAGES.goToPayment }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByRole('table')).toContainText('Premium shipping insurance');
});

test('given no scripts and a guest who ticks Create an account / the page Place Order leads to says the account was made, once, and its orders list the order', async ({
  page,
}) => {
  await addWithoutScripts(page, 'bpc-157-5mg', 1);
  await page.goto('/checkout');
  const email = uniqueEmail('rosalind.franklin');
  await fillBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: 'Create an account?' }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('payment');
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.registrationCredentialsToFollow }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.goToPayment })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: MESSAGES.goToPayment })).toBeVisible();
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow)).toHaveCount(0);
  await setPasswordFromLink(page, email, 'lab-bench-42');
  await logInThroughApi(page, email, 'lab-bench-42');
  await page.goto('/my-account?tab=orders');
  await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toBeVisible();
});

test('given no scripts and an empty cart / the checkout says the cart is empty', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.placeOrder })).toHaveCount(0);
});

test('given another site / its Place Order is refused before anything is placed', async ({
  request,
}) => {
  const answer = await request.post('/checkout', {
    headers: { Origin: 'https://elsewhere.example' },
    form: { paymentMethod: 'btcpaygf_default', termsAccepted: 'on' },
    maxRedirects: 0,
  });
  // React Router refuses a cross-origin form post (400) before the action's own check (403).
  expect([400, 403]).toContain(answer.status());
  expect(answer.headers().location).toBeUndefined();
});
