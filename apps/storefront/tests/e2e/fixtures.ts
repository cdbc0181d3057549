import { STORAGE_KEYS } from '@peptide/sdk';
import { HYDRATION_MARK_SCRIPT } from '@peptide/test-support/client';
import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './network';
import { type WarmPages, warmPages } from './warm-page';

/**
 * Marks the document `html[data-hydrated]` once React has hydrated it (see
 * `HYDRATION_MARK_SCRIPT`).
 *
 * @param target - a page, or a browser context for all its pages
 */
export async function markHydration(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(HYDRATION_MARK_SCRIPT);
}

/**
 * Tests of a first visit: nothing stored; each page marks its hydration and counts its requests
 * in flight (for `networkSettled`).
 */
export const firstVisitTest = base.extend({
  context: async ({ context }, use) => {
    await markHydration(context);
    trackRequests(context);
    await use(context);
  },
});

/**
 * Tests of a returning visitor who has answered the age gate and closed the newsletter offer,
 * so neither overlay covers the page under test. The page is the worker's warm page for the
 * test's options (see `warmPages`): it forgets the test and the visitor between tests (what the
 * test added or set, cookies, storage, the HTTP cache) but keeps its renderer process.
 */
export const test = firstVisitTest.extend<object, { warm: WarmPages }>({
  warm: [
    async ({ browser }, use) => {
      const warm = warmPages(browser, async (page) => {
        await markHydration(page.context());
        trackRequests(page.context());
        await answerOverlays(page.context());
      });
      await use(warm);
      await warm.closeAll();
    },
    { scope: 'worker' },
  ],
  page: async (
    { warm, viewport, javaScriptEnabled, colorScheme, reducedMotion, hasTouch, isMobile },
    use,
  ) => {
    const { page, release } = await warm.acquire({
      viewport,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      hasTouch,
      isMobile,
    });
    await use(page);
    await release();
  },
  // A test that asks for its context gets the warm page's, so what it changes there is undone too.
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

/**
 * Stores the answers of a returning visitor (age verified, newsletter offer closed) before any
 * page of the page or context loads.
 *
 * @param target - a page, or a browser context for all its pages
 */
export async function answerOverlays(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(
    (keys) => {
      localStorage.setItem(keys.ageVerified, 'true');
      localStorage.setItem(keys.emailModalDismissed, 'true');
    },
    {
      ageVerified: STORAGE_KEYS.ageVerified,
      emailModalDismissed: STORAGE_KEYS.emailModalDismissed,
    },
  );
}

export { expect };

/**
 * Opens a page and waits until React has hydrated it, so clicks reach their handlers.
 *
 * @param page - the page
 * @param path - the path to open
 * @returns the navigation's response
 */
export async function openHydrated(page: Page, path: string) {
  // Pages of plain Playwright tests (the layout specs) get the mark too; a second copy is inert.
  await markHydration(page);
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
