import { MESSAGES } from '@peptide/domain';
import { expect, type Page } from '@playwright/test';
import { createCustomer, logInThroughApi, uniqueEmail } from '../account';
import { seriousViolations } from '../axe';
import { openHydrated, test } from '../fixtures';
import { networkSettled } from '../network';
import { fillBilling } from '../shopping';
import { CHECKED_PARTS, changing, layoutProblems, SCREENS, settle, watchErrors } from './geometry';

test.describe.configure({ timeout: 90_000 });

/** Checks the page as it stands and compares it with its approved screenshot. */
async function looksRight(page: Page, errors: string[], name: string, mask = changing(page)) {
  await settle(page);
  expect(await layoutProblems(page, CHECKED_PARTS), name).toEqual([]);
  expect(errors, name).toEqual([]);
  expect(await seriousViolations(page), name).toEqual([]);
  await expect(page, name).toHaveScreenshot(`${name}.png`, { mask });
}

/** Order numbers, dates, payment addresses, the payment window's countdown and the test accounts' names differ on every run. */
const orderParts = (page: Page) => [
  ...changing(page),
  page.getByText(/#\s?\d+|\b\d{1,2} \w+ 20\d\d\b|\w+ \d{1,2}, 20\d\d|@example\.com/),
  page.locator('dt', { hasText: /^Order number$/i }).locator('xpath=following-sibling::dd[1]'),
  page.locator('.qr, .field input, .deadline, input[type="email"], input[name="displayName"]'),
];

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('given a shopper buying / the cart, checkout, payment page and order received fit and look as approved', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await openHydrated(page, '/product/selank-10mg');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
      await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();

      await openHydrated(page, '/cart');
      await expect(page.getByRole('link', { name: /Proceed to Checkout/ })).toBeVisible();
      await looksRight(page, errors, `cart-${screen.name}`);

      await openHydrated(page, '/checkout');
      await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Selank');
      await looksRight(page, errors, `checkout-${screen.name}`);

      await fillBilling(page);
      await page.getByRole('radio', { name: /Pay with Crypto/ }).check();
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
      await page.waitForURL(/\/pay\/\d+/);
      await networkSettled(page);
      expect(await layoutProblems(page, ['main, body > *']), 'payment page').toEqual([]);
      expect(errors, 'payment page').toEqual([]);
      expect(await seriousViolations(page), 'payment page').toEqual([]);
      await expect(page).toHaveScreenshot(`payment-${screen.name}.png`, { mask: orderParts(page) });

      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await page.waitForURL(/\/order-summary\/\d+$/);
      await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();
      await looksRight(page, errors, `order-received-${screen.name}`, orderParts(page));
    });

    test('given a logged-in customer / every account tab fits and looks as approved', async ({
      page,
    }) => {
      const email = uniqueEmail(`layout-${screen.name}`);
      await createCustomer(email, 'correct horse battery');
      const errors = watchErrors(page);
      await logInThroughApi(page, email, 'correct horse battery');
      await openHydrated(page, '/my-account');
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      for (const name of await tabs.allTextContents()) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        const slug = name.toLowerCase().replace(/\W+/g, '-');
        await looksRight(page, errors, `account-${slug}-${screen.name}`, orderParts(page));
      }
    });
  });
}
