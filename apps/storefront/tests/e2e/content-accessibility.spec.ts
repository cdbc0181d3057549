import { seriousViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

for (const path of [
  '/blog',
  '/blog-single/how-to-reconstitute-research-peptides',
  '/search?q=storage',
  '/coas',
  '/faqs',
  '/refund-policy',
  '/how-to-pay',
  '/contact',
]) {
  test(`given ${path} / axe finds no serious or critical violation`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
