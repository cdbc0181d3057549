import { seriousViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

// The blog, COAs, FAQ, how-to-pay and contact pages are scanned by `layout/pages.spec.ts`, on a
// phone and a laptop; these are the content routes it does not open.
for (const path of [
  '/blog-single/how-to-reconstitute-research-peptides',
  '/search?q=storage',
  '/refund-policy',
]) {
  test(`given ${path} / axe finds no serious or critical violation`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
