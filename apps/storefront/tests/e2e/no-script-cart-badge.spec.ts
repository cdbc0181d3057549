import type { Page } from '@playwright/test';
import { PUBLIC_CACHE_CONTROL } from '../../app/lib/cache';
import { expect, test } from './fixtures';
import { ownStorefront } from './own-storefront';
import { addWithoutScripts } from './shopping';

// A shopper whose cookie says they hold a cart gets the public pages rendered for them, with
// their cart's count in the badge and kept by no cache; everyone else gets the shared page.

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

const PUBLIC_PAGES = ['/', '/shop', '/product/tesamorelin'];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px without scripts`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test('given a product added by the form / the home page, the shop and a product page count it in the badge, rendered for this shopper alone', async ({
      page,
    }) => {
      await addWithoutScripts(page, 'bpc-157-5mg', 2);
      for (const path of PUBLIC_PAGES) {
        const response = await page.goto(path);
        expect(response?.headers()['cache-control'], path).toBe('no-store');
        expect(response?.headers()['x-page-cache'], path).toBeUndefined();
        expect(response?.headers()['content-security-policy'], path).toMatch(/'sha256-/);
        await expect(headerCart(page), path).toHaveAccessibleName('Cart, 1 item');
      }
    });

    test.describe('on a storefront of its own', () => {
      // Nothing else asks this storefront for pages, so none is renewed between two requests.
      const ownUrl = ownStorefront();

      test('given a visitor without a cart / the same pages are the shared ones, the same bytes from the page cache, the badge without a count', async ({
        page,
        request,
      }) => {
        for (const path of PUBLIC_PAGES) {
          const url = `${ownUrl()}${path}`;
          // Kept by its first answer (for `/`, by the start's readiness check).
          await request.get(url);
          const [kept, again] = [await request.get(url), await request.get(url)];
          expect(again.headers()['cache-control'], path).toBe(PUBLIC_CACHE_CONTROL);
          expect(kept.headers()['x-page-cache'], path).toBe('hit');
          expect(again.headers()['x-page-cache'], path).toBe('hit');
          expect(await again.text(), path).toBe(await kept.text());
          await page.goto(url);
          await expect(headerCart(page), path).toHaveAccessibleName('Cart');
        }
      });
    });
  });
}
