import { TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import { expect } from '@playwright/test';
import { seriousViolations } from '../axe';
import { openHydrated, firstVisitTest as test } from '../fixtures';
import { CHECKED_PARTS, changing, layoutProblems, SCREENS, settle, watchErrors } from './geometry';

/** A new visitor's first screens: the age gate over a page, then the newsletter offer. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/retatrutide' },
  { name: 'checkout', path: '/checkout' },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const { name, path } of PAGES) {
      test(`given a first visit to ${path} / the age gate and the page behind it keep their layout`, async ({
        page,
      }) => {
        await page.clock.install();
        const errors = watchErrors(page);
        await openHydrated(page, path);
        await settle(page);
        await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
        const gate = page.getByRole('dialog', { name: 'Age Verification' });
        await expect(gate).toBeVisible();
        expect(await layoutProblems(page, CHECKED_PARTS)).toEqual([]);
        expect(errors).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        await expect(page).toHaveScreenshot(`age-gate-${name}-${screen.name}.png`, {
          mask: changing(page),
        });
      });
    }

    test('given an answered age gate / the newsletter offer and the page behind it keep their layout', async ({
      page,
    }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, 'true'),
        STORAGE_KEYS.ageVerified,
      );
      await page.clock.install();
      const errors = watchErrors(page);
      await openHydrated(page, '/');
      await settle(page);
      await page.clock.fastForward(TIMINGS.newsletterDelay + 100);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await layoutProblems(page, CHECKED_PARTS)).toEqual([]);
      expect(errors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await expect(page).toHaveScreenshot(`newsletter-home-${screen.name}.png`, {
        mask: changing(page),
      });
    });
  });
}
