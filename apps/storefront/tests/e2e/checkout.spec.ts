import { MESSAGES } from '@peptide/domain';
import { setPasswordFromLink, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, amount, fillBilling } from './shopping';

test.describe.configure({ timeout: 90_000 });

test('given a guest cart / quantity edges, coupon apply and remove and free shipping over 250 on the cart page', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await openHydrated(page, '/cart');
  const totals = page.getByRole('region', { name: 'Cart Total' });
  await expect(amount(totals, 'Subtotal')).toHaveText('€90.00');
  await expect(amount(totals, 'Shipping')).toContainText('€15.00');
  await expect(amount(totals, 'Shipping')).toContainText('Xpresspost');
  await expect(amount(totals, 'Total')).toHaveText('€105.00');

  const line = page.getByRole('group', { name: 'Quantity of BPC-157 5mg' });
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.locator('output')).toHaveText('1');
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('textbox', { name: 'Coupon code' }).press('Enter');
  await expect(amount(totals, /^Discount \(WELCOME10\)/)).toHaveText('-€4.50');
  await expect(page.getByRole('button', { name: MESSAGES.applyCoupon })).toBeDisabled();
  await expect(page.getByText(MESSAGES.couponInUse('WELCOME10'))).toBeVisible();
  const remove = totals.getByRole('button', { name: 'Remove coupon WELCOME10' });
  // On the discount's own row, beside its label, not on a line of its own.
  const label = await totals.getByText('Discount (WELCOME10)').boundingBox();
  const button = await remove.boundingBox();
  expect(label && button && Math.abs(label.y - button.y)).toBeLessThan(8);
  await remove.click();
  await expect(page.getByText(MESSAGES.couponRemoved)).toBeVisible();
  await expect(amount(totals, /Discount/)).toHaveCount(0);

  // Six units make €270: above 250 the cart ships free.
  for (let quantity = 2; quantity <= 6; quantity += 1) {
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.locator('output')).toHaveText(String(quantity));
  }
  await expect(amount(totals, 'Shipping')).toContainText('€0.00');
  await expect(amount(totals, 'Total')).toHaveText('€270.00');
});

test('given an empty cart / the cart shows only the empty state with a link to the shop', async ({
  page,
}) => {
  await openHydrated(page, '/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Browse products' }),
  ).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cart Total' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
});

test('given a guest paying with Bitcoin / every check, one order for a double click, and the same totals on the order', async ({
  page,
}) => {
  // Place Order is one post to the checkout's action; the browser never sends the mutation.
  const placings: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/checkout(\.data)?$/.test(pathname)) placings.push('x');
    if (/"operationName"\s*:\s*"Checkout"/.test(request.postData() ?? ''))
      placings.push('mutation');
  });
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await openHydrated(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByText(MESSAGES.fieldRequired).first()).toBeVisible();
  await expect(billing.getByText(MESSAGES.invalidPhone)).toBeVisible();
  await expect(page.getByText(MESSAGES.paymentMethodRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.termsRequired)).toBeVisible();

  await fillBilling(page, { 'Postcode / ZIP': '1234' });
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(billing.getByText(MESSAGES.invalidPostcode)).toBeVisible();
  await billing.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('10115');

  const summary = page.getByRole('table', { name: 'Your order' });
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('€105.00');
  await page.getByRole('checkbox', { name: /Premium shipping insurance/ }).check();
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('€109.99');
  await page.getByRole('checkbox', { name: /Premium shipping insurance/ }).uncheck();
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('€105.00');
  // With scripts each choice applies at once: the button that posts them without is not drawn.
  await expect(page.getByRole('button', { name: MESSAGES.updateTotals })).toBeHidden();

  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('€96.00');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).dblclick();

  await page.waitForURL(/\/pay\/\d+\?key=/);
  await expect(page.getByText('€96.00')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
  const order = page.getByRole('table');
  await expect(order.getByRole('row', { name: /^Subtotal/ })).toContainText('€90.00');
  await expect(order.getByRole('row', { name: /^Shipping/ })).toContainText('€15.00');
  await expect(order.getByRole('row', { name: /^Bitcoin discount/ })).toContainText('-€9.00');
  await expect(order.getByRole('row', { name: /^Total/ })).toContainText('€96.00');
  // How it was paid and what happens next, in the shopper's words (no instructions: paid online).
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(/Pay with Bitcoin/);
  await expect(payment).toContainText(MESSAGES.orderStatusProcessing);
  await expect(payment).toContainText(MESSAGES.nextStepsProcessing);
  expect(placings).toEqual(['x']);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart',
  );
});

test('given a guest who ticks Create Account / the checkout creates the account, says so, and once its password is set from the e-mailed link My Orders shows the order', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const email = uniqueEmail('create.at.checkout');
  await fillBilling(page, { 'Email address': email });
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: 'Create an account?' }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await expect(page.getByText(MESSAGES.registrationCredentialsToFollow)).toBeVisible();
  // The placed order stays on the page until the payment page opens, never the empty cart.
  await expect(page.getByText(MESSAGES.paymentRedirecting)).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.goToPayment })).toHaveAttribute(
    'href',
    /\/pay\/\d+\?key=/,
  );
  await expect(page.getByText(MESSAGES.cartEmpty)).toHaveCount(0);
  await page.waitForURL(/\/pay\/\d+/);
  const orderId = Number(new URL(page.url()).pathname.split('/')[2]);
  // The session that placed the order still finds it awaiting payment.
  await page.goBack();
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByText(MESSAGES.orderAwaitingPayment(orderId))).toBeVisible();
  // The promise kept: the set-password e-mail logs in, then the account's own orders list it.
  await setPasswordFromLink(page, email, 'lab-bench-42');
  await openHydrated(page, '/my-account?tab=orders');
  await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toBeVisible();
  await expect(page.getByText(MESSAGES.noOrders)).toHaveCount(0);
});

/**
 * A wrong and a right postcode for three of the pattern families: the form
 * checks the chosen country's pattern. Every country's pattern is unit-tested in the domain
 * package (countries.test.ts); this proves the checkout wires it to the country select.
 */
const POSTCODE_FAMILIES = [
  ['DE', '1234', '10115'],
  ['NL', '1011', '1011 AB'],
  ['GB', '12345', 'SW1A 2AA'],
] as const;

test('given three postcode pattern families / a wrong postcode is refused and a right one accepted', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await fillBilling(page);
  const billing = page.getByRole('region', { name: 'Billing details' });
  const postcode = billing.getByRole('textbox', { name: 'Postcode / ZIP' });
  for (const [country, wrong, right] of POSTCODE_FAMILIES) {
    await billing.getByRole('combobox', { name: /Country/ }).selectOption(country);
    await postcode.fill(wrong);
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await expect(billing.getByText(MESSAGES.invalidPostcode), `${country} ${wrong}`).toBeVisible();
    await postcode.fill(right);
    await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
    await expect(billing.getByText(MESSAGES.invalidPostcode), `${country} ${right}`).toHaveCount(0);
  }
});

test('given billing details typed at checkout / a reload keeps them in the form', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg');
  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Town / City': 'Cambridge' });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(billing.getByRole('textbox', { name: 'Town / City' })).toHaveValue('Cambridge');
});
