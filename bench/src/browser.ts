import { STORAGE_KEYS } from '@peptide/sdk';
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
  await markHydration(context);
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
 * Marks the document `html[data-hydrated]` once React has committed its first render and run its
 * effects, through the hook React offers its developer tools (the shop ships no hook for tests;
 * the storefront's e2e fixtures do the same).
 *
 * @param context - the browser context whose pages are marked
 */
async function markHydration(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx wraps named functions in a `__name` helper the page lacks.
  await context.addInitScript(`
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot: () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          document.documentElement.dataset.hydrated = 'true';
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      },
    };
  `);
}

/**
 * Opens a page and waits until React has hydrated it (see {@link markHydration}).
 *
 * @param page - the page
 * @param path - the path to open
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
