import { STORAGE_KEYS } from '@peptide/sdk';
import { HYDRATION_MARK_SCRIPT } from '@peptide/test-support/client';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { CHROMIUM_PATH } from './config';

/**
 * Starts Debian's chromium headless through Playwright.
 *
 * @returns the browser
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
}

/**
 * A context of a returning visitor: the age gate answered and the newsletter offer dismissed
 * (the e2e tests' fixture), so no overlay covers what is clicked.
 *
 * @param browser - the browser
 * @param baseURL - the storefront's origin
 * @returns the new context
 */
export async function visitorContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  // Marks `html[data-hydrated]` once React has hydrated a page, as the e2e fixtures do.
  await context.addInitScript(HYDRATION_MARK_SCRIPT);
  await context.addInitScript(
    (keys) => {
      localStorage.setItem(keys[0], 'true');
      localStorage.setItem(keys[1], 'true');
    },
    [STORAGE_KEYS.ageVerified, STORAGE_KEYS.emailModalDismissed] as const,
  );
  return context;
}

/**
 * Opens a page and waits until React has hydrated it (the context's `HYDRATION_MARK_SCRIPT`).
 *
 * @param page - the page
 * @param path - the path to open
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
