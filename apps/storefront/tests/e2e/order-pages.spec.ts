import { MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createCustomer, logInThroughApi, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, addWithoutScripts, fillBilling } from './shopping';

test.describe.configure({ timeout: 120_000 });

const UNKNOWN_ORDER = '987654321';

/** A billing address in Berlin: the checkout's London one with a German town and postcode. */
const BERLIN = { country: 'DE', fields: { 'Town / City': 'Berlin', 'Postcode / ZIP': '10115' } };
/** The checkout helpers' London address. */
const LONDON = { country: 'GB', fields: {} };

/**
 * Places a guest's order of one BPC-157 5mg paid with Bitcoin and leaves it unpaid: with scripts
 * the checkout goes to the payment page, without them it links it.
 *
 * @returns the order's id and its payment page
 */
async function placeUnpaid(
  page: Page,
  scripts: boolean,
  address: { country: string; fields: Record<string, string> },
) {
  if (scripts) {
    await addFromProductPage(page, 'bpc-157-5mg', 1);
    await openHydrated(page, '/checkout');
  } else {
    await addWithoutScripts(page, 'bpc-157-5mg', 1);
    await page.goto('/checkout');
  }
  await fillBilling(page, address.fields);
  await page
    .getByRole('region', { name: 'Billing details' })
    .getByRole('combobox', { name: /Country/ })
    .selectOption(address.country);
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  if (scripts) {
    await page.waitForURL(/\/pay\/\d+\?key=/);
    const paymentUrl = page.url();
    return { orderId: new URL(paymentUrl).pathname.split('/')[2], paymentUrl };
  }
  await page.waitForURL(/\/checkout\?payment=\d+$/);
  const orderId = String(new URL(page.url()).searchParams.get('payment'));
  const paymentUrl = String(
    await page.getByRole('link', { name: MESSAGES.goToPayment }).getAttribute('href'),
  );
  return { orderId, paymentUrl };
}

/** The printed lines of an address block under its heading (its e-mail link aside). */
const addressLines = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).locator('address > span');

for (const width of [390, 1280]) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} scripts`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: scripts });
      const open = (page: Page, path: string) =>
        scripts ? openHydrated(page, path) : page.goto(path);

      test('given a guest order awaiting payment / its page names the payment and shipping method, the status, the next step and the link to pay; once paid, what happens next; the address in its country order', async ({
        page,
      }) => {
        // With scripts a London address (town, then postcode), without a Berlin one (postcode town).
        const { orderId, paymentUrl } = await placeUnpaid(page, scripts, scripts ? LONDON : BERLIN);

        await open(page, `/order-summary/${orderId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
        const payment = page.getByRole('region', { name: 'Payment' });
        await expect(payment).toContainText(/Pay with Bitcoin/);
        await expect(payment).toContainText(
          `${MESSAGES.shippingMethodLabel}${MESSAGES.shippingFlatLabel}`,
        );
        await expect(payment).toContainText(MESSAGES.orderStatusPending);
        await expect(payment).toContainText(MESSAGES.nextStepsAwaitingPayment);
        await expect(payment.getByRole('link', { name: MESSAGES.goToPayment })).toHaveAttribute(
          'href',
          paymentUrl,
        );
        await expect(addressLines(page, 'Billing address')).toHaveText(
          scripts
            ? [
                'Ada Lovelace',
                '12 St James Square',
                'London',
                'SW1Y 4JH',
                'United Kingdom',
                '2079460958',
              ]
            : ['Ada Lovelace', '12 St James Square', '10115 Berlin', 'Germany', '2079460958'],
        );

        await payment.getByRole('link', { name: MESSAGES.goToPayment }).click();
        await page.getByRole('button', { name: 'Confirm payment' }).click();
        await page.waitForURL(new RegExp(`/order-summary/${orderId}$`));
        await expect(payment).toContainText(MESSAGES.orderStatusProcessing);
        await expect(payment).toContainText(MESSAGES.nextStepsProcessing);
        await expect(payment.getByRole('link', { name: MESSAGES.goToPayment })).toHaveCount(0);

        // The session placed an order: /thank-you thanks for it and links it.
        await open(page, '/thank-you');
        await expect(
          page.getByRole('heading', { level: 1, name: MESSAGES.thankYouTitle }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: MESSAGES.viewYourOrder })).toHaveAttribute(
          'href',
          `/order-summary/${orderId}`,
        );
      });

      test('given an order that is none of the shopper’s / Order not found, never Order received, with a login for a guest, My Orders for a customer, and support', async ({
        page,
      }) => {
        const answer = await open(page, `/order-summary/${UNKNOWN_ORDER}`);
        expect(answer?.status()).toBe(404);
        await expect(
          page.getByRole('heading', { level: 1, name: MESSAGES.noOrderFound }),
        ).toBeVisible();
        await expect(page.getByText(/Order received/)).toHaveCount(0);
        await expect(page.getByText(MESSAGES.orderNotFoundForGuest)).toBeVisible();
        await expect(page.getByRole('link', { name: MESSAGES.logInToSeeOrder })).toHaveAttribute(
          'href',
          '/auth',
        );
        await expect(page.getByRole('link', { name: MESSAGES.contactSupport })).toHaveAttribute(
          'href',
          '/contact',
        );

        const email = uniqueEmail(`barbara.mcclintock.${width}`);
        await createCustomer(email, 'lab-bench-42');
        await logInThroughApi(page, email, 'lab-bench-42');
        const mine = await open(page, `/my-account/view-order/${UNKNOWN_ORDER}`);
        expect(mine?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: MESSAGES.noOrderFound })).toBeVisible();
        await expect(page.getByText(MESSAGES.orderNotFoundForCustomer)).toBeVisible();
        await expect(page.getByRole('link', { name: MESSAGES.backToOrders })).toHaveAttribute(
          'href',
          '/my-account?tab=orders',
        );
        await expect(page.getByRole('link', { name: MESSAGES.contactSupport })).toHaveAttribute(
          'href',
          '/contact',
        );
      });

      test('given /thank-you opened directly / it does not say an order was placed and leads to the shop', async ({
        page,
      }) => {
        await open(page, '/thank-you');
        await expect(
          page.getByRole('heading', { level: 1, name: MESSAGES.noOrderPlacedTitle }),
        ).toBeVisible();
        await expect(page.getByText(MESSAGES.thankYouTitle)).toHaveCount(0);
        await expect(page.getByText(MESSAGES.orderPlaced)).toHaveCount(0);
        await expect(page.getByRole('link', { name: MESSAGES.continueShopping })).toHaveAttribute(
          'href',
          '/shop',
        );
      });
    });
  }
}
