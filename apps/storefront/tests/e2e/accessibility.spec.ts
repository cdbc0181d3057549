import { seriousViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

for (const path of [
  '/',
  '/shop',
  '/product/bpc-157-5mg',
  '/product/tesamorelin',
  '/cart',
  '/checkout',
]) {
  test(`given ${path} / axe finds no serious or critical violation`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
