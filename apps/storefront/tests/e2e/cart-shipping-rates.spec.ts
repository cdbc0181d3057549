import { formatEuro, LIMITS, MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, addWithoutScripts, amount } from './shopping';

// Ten of BPC-157 5mg: above the seeded free-shipping threshold.
const ABOVE_THRESHOLD = 10;

/** The cart page's rate choice and its totals' Shipping and Total. */
function cartShipping(page: Page) {
  const box = page.getByRole('region', { name: 'Cart Total' });
  return {
    rates: box.getByRole('group', { name: MESSAGES.chooseShippingLegend }),
    flat: box.getByRole('radio', { name: new RegExp(MESSAGES.shippingFlatLabel) }),
    free: box.getByRole('radio', { name: new RegExp(MESSAGES.shippingFreeLabel) }),
    shipping: amount(box, 'Shipping'),
    subtotal: amount(box, 'Subtotal'),
    total: amount(box, 'Total'),
  };
}

/** Reads a shown euro amount (`€1,234.50`) as a number. */
async function euros(locator: ReturnType<typeof amount>): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test(`given a cart above the free-shipping threshold (${LIMITS.freeShippingThreshold}) / the cart page offers Free shipping beside the flat rate, and choosing one changes the total`, async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', ABOVE_THRESHOLD);
  await openHydrated(page, '/cart');
  const cart = cartShipping(page);
  await expect(cart.rates.getByRole('radio')).toHaveCount(2);
  await expect(cart.free).toBeChecked();
  const subtotal = await euros(cart.subtotal);
  expect(subtotal).toBeGreaterThan(LIMITS.freeShippingThreshold);
  await expect(cart.total).toHaveText(formatEuro(subtotal));

  await cart.flat.check();
  await expect(cart.shipping).toContainText(formatEuro(LIMITS.flatShippingFee));
  await expect(cart.shipping).toContainText(MESSAGES.shippingFlatLabel);
  await expect(cart.total).toHaveText(formatEuro(subtotal + LIMITS.flatShippingFee));
  await page.reload();
  await expect(cart.flat).toBeChecked();
  await expect(cart.total).toHaveText(formatEuro(subtotal + LIMITS.flatShippingFee));

  await cart.free.check();
  await expect(cart.shipping).toContainText(MESSAGES.shippingFreeLabel);
  await expect(cart.total).toHaveText(formatEuro(subtotal));
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('given a cart above the free-shipping threshold / Update shipping posts the chosen rate and the totals show it', async ({
    page,
  }) => {
    await addWithoutScripts(page, 'bpc-157-5mg', ABOVE_THRESHOLD);
    const cart = cartShipping(page);
    await expect(cart.rates.getByRole('radio')).toHaveCount(2);
    await expect(cart.free).toBeChecked();
    const subtotal = await euros(cart.subtotal);

    await cart.flat.check();
    await page.getByRole('button', { name: MESSAGES.updateShipping }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.flat).toBeChecked();
    await expect(cart.shipping).toContainText(MESSAGES.shippingFlatLabel);
    await expect(cart.total).toHaveText(formatEuro(subtotal + LIMITS.flatShippingFee));

    await cart.free.check();
    await page.getByRole('button', { name: MESSAGES.updateShipping }).click();
    await expect(cart.free).toBeChecked();
    await expect(cart.total).toHaveText(formatEuro(subtotal));
  });
});
