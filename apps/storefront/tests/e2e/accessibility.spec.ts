import { seriousViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

// The home, shop and simple product pages are scanned by `layout/pages.spec.ts`, on a phone and
// a laptop; these are the states it does not open (a variable product with its options, the
// empty cart and checkout).
for (const path of ['/product/tesamorelin', '/cart', '/checkout']) {
  test(`given ${path} / axe finds no serious or critical violation`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
