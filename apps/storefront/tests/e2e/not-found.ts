import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

/** What a backend says of an order that is none of the shopper's: never shown to them. */
const BACKEND_WORDS = new RegExp(
  [
    SERVER_MESSAGES.orderNotFound,
    'No order exists with the',
    'Not authorized to access this order',
    'No product ID was found',
    'Error loading product',
  ]
    .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/**
 * The not-found answers a shopper meets on either backend: an unknown product is the 404 page,
 * and an unknown order's received page says 'No order found' with status 404.
 *
 * @param backend - the profile's name in the tests' titles
 */
export function describeNotFound(backend: string): void {
  test(`given ${backend} / an unknown product is the 404 page`, async ({ page }) => {
    const response = await openHydrated(page, '/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(BACKEND_WORDS)).toHaveCount(0);
  });

  test(`given ${backend} / an unknown order's received page says no order was found, status 404`, async ({
    page,
  }) => {
    for (const path of ['/order-summary/999999', '/checkout/order-received/999999/']) {
      const response = await openHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { name: MESSAGES.noOrderFound }).first(),
      ).toBeVisible();
      await expect(page.getByText(BACKEND_WORDS)).toHaveCount(0);
    }
  });
}
