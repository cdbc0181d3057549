import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage } from '../e2e/shopping';

/** The meter's sentence, whichever side of the threshold the cart is on. */
const METER_TEXT = new RegExp(
  `${MESSAGES.freeShippingRemaining('€0.00').replace(/^.*?€0\.00/, '')}|${MESSAGES.freeShippingReached}`,
);

test('given a stock backend and no FREE_SHIPPING_THRESHOLD / no free-shipping meter shows in the mini cart, cart or checkout', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  const miniCart = page.getByRole('dialog', { name: MESSAGES.yourCartTab });
  await expect(miniCart.getByRole('link', { name: 'BPC-157 5mg' })).toBeVisible();
  await expect(miniCart.getByRole('progressbar')).toHaveCount(0);
  await expect(miniCart.getByText(METER_TEXT)).toHaveCount(0);

  for (const path of ['/cart', '/checkout']) {
    await openHydrated(page, path);
    await expect(page.getByText('BPC-157 5mg').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText(METER_TEXT)).toHaveCount(0);
  }
});
