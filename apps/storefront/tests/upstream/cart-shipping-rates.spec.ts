import { formatEuro, LIMITS, MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage, amount } from '../e2e/shopping';

test('given a stock backend and a cart above its free-shipping minimum / the cart page offers every rate the backend answers, and the totals follow the one chosen', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 10);
  await openHydrated(page, '/cart');
  const box = page.getByRole('region', { name: 'Cart Total' });
  const rates = box.getByRole('group', { name: MESSAGES.chooseShippingLegend });
  // The backend's own labels and costs, in its order: its flat rate, then its free shipping.
  await expect(rates.getByRole('radio')).toHaveCount(2);
  await expect(rates.locator('label')).toHaveText([
    `${MESSAGES.shippingFlatLabel}${formatEuro(LIMITS.flatShippingFee)}`,
    `${MESSAGES.shippingFreeLabel}${formatEuro(0)}`,
  ]);
  const subtotal = Number(
    ((await amount(box, 'Subtotal').textContent()) ?? '').replace(/[^\d.]/g, ''),
  );

  await rates.getByRole('radio', { name: new RegExp(MESSAGES.shippingFlatLabel) }).check();
  await expect(amount(box, 'Total')).toHaveText(formatEuro(subtotal + LIMITS.flatShippingFee));
  await rates.getByRole('radio', { name: new RegExp(MESSAGES.shippingFreeLabel) }).check();
  await expect(amount(box, 'Shipping')).toContainText(MESSAGES.shippingFreeLabel);
  await expect(amount(box, 'Total')).toHaveText(formatEuro(subtotal));
  await page.reload();
  await expect(
    rates.getByRole('radio', { name: new RegExp(MESSAGES.shippingFreeLabel) }),
  ).toBeChecked();
});
