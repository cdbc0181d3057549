import { STORAGE_KEYS } from '@peptide/sdk';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Marks the document `html[data-hydrated]` once React has committed its first render (the
 * hydration) and run its effects, through the hook React offers its developer tools, so the
 * shop ships no hook for its tests.
 *
 * @param target - a page, or a browser context for all its pages
 */
export async function markHydration(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    const global = window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    global.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot: () => {
        // After the commit's effects, which React's scheduler runs from an earlier message; not
        // a timer, which a test's paused clock would hold back.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          document.documentElement.dataset.hydrated = 'true';
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      },
    };
  });
}

/** Tests of a first visit: nothing stored; each page marks its hydration. */
export const firstVisitTest = base.extend({
  context: async ({ context }, use) => {
    await markHydration(context);
    await use(context);
  },
});

/**
 * Tests of a returning visitor who has answered the age gate and closed the newsletter offer,
 * so neither overlay covers the page under test.
 */
export const test = firstVisitTest.extend({
  page: async ({ page }, use) => {
    await answerOverlays(page);
    await use(page);
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
