import { expect, openHydrated, test } from './fixtures';

/** Issue 12's budget: cumulative layout shift at most 0.02. */
const CLS_BUDGET = 0.02;

/** The pages the bench measures, on Lighthouse's mobile screen. */
const PAGES = [
  '/',
  '/shop',
  '/product/tesamorelin',
  '/blog-single/how-to-reconstitute-research-peptides',
];

test.use({ viewport: { width: 412, height: 823 } });

for (const path of PAGES) {
  test(`given ${path} / nothing moves while it paints, hydrates and settles`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHydrated(page, path);
    // Past the collapse animation (300 ms) and the idle-mounted parts.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
