import { STORAGE_KEYS } from '@peptide/sdk';
import { HYDRATION_MARK_SCRIPT } from '@peptide/test-support/client';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './network';

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
 * Sets back what Playwright's reuse of a browser context between tests leaves as the test set it
 * (its documentation of `reuseContext` names these): permissions, geolocation, offline mode and
 * the context's extra headers. A context the test closed is not reused.
 */
async function setBackWhatReuseKeeps(context: BrowserContext): Promise<void> {
  await Promise.all([
    context.clearPermissions(),
    context.setGeolocation(null),
    context.setOffline(false),
    context.setExtraHTTPHeaders({}),
  ]);
}

/**
 * Tests of a first visit: nothing stored; each page marks its hydration and counts its requests
 * in flight (for `networkSettled`).
 *
 * Every Playwright config here reuses one browser context and its page per worker between tests
 * (`reuseContext`): Chromium starts a renderer process for every new context, about a core-second
 * on this 2-core machine before the page does anything, and a navigation in a page already open
 * costs a tenth of that. Between two tests Playwright clears cookies, the HTTP cache and both
 * storages, unregisters service workers, closes extra pages, removes routes, exposed functions,
 * init scripts and listeners, uninstalls the clock and applies the test's viewport and media
 * again; this fixture adds its init scripts for each test and sets back what the reuse keeps
 * (`setBackWhatReuseKeeps`). A test whose context options differ in anything but viewport and
 * media (`javaScriptEnabled`, for example) gets a new context.
 */
export const firstVisitTest = base.extend({
  context: async ({ context }, use) => {
    let closed = false;
    context.once('close', () => {
      closed = true;
    });
    await markHydration(context);
    trackRequests(context);
    await use(context);
    if (!closed) await setBackWhatReuseKeeps(context);
  },
});

/**
 * Tests of a returning visitor who has answered the age gate and closed the newsletter offer,
 * so neither overlay covers the page under test.
 */
export const test = firstVisitTest.extend({
  context: async ({ context }, use) => {
    await answerOverlays(context);
    await use(context);
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
