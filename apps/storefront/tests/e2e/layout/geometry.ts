import type { Page } from '@playwright/test';
import { networkSettled } from '../network';

/** Parts whose every element must fit its content: the header, the search box, dialogs. */
export const CHECKED_PARTS = ['header', 'form[role="search"]', '[role="dialog"]'] as const;

/**
 * What changes between runs and must not fail a visual comparison: stock counts (other tests
 * buy) and carousels (they autoplay, and best sellers follow sales). The hero video is hidden
 * by `screenshot.css`.
 */
export const changing = (page: Page) => [
  page.getByText(/\bin stock\b|left in stock/i),
  page.locator('[aria-roledescription="carousel"]'),
];

/** The two screens every page is looked at on: a phone and a laptop. */
export const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/**
 * What is wrong with the page's geometry as it stands: a document wider than the viewport
 * (the page scrolls sideways), and any visible element inside one of `scopes` that is narrower
 * than its content (text squeezed into a column, a box cut off).
 *
 * @param page - the page, settled
 * @param scopes - selectors of the parts whose every element must fit its content
 * @returns one line per problem; empty when the layout holds
 */
export function layoutProblems(page: Page, scopes: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(
        `the document is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`,
      );
    }
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''
      } "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const selector of selectors) {
      for (const scope of document.querySelectorAll(selector)) {
        for (const element of [scope, ...scope.querySelectorAll('*')]) {
          if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          // Scrolling boxes, form fields (their value scrolls) and visually hidden text are
          // narrower than their content by design.
          if (['auto', 'scroll'].includes(style.overflowX)) continue;
          if (element.matches('input, textarea, select')) continue;
          if (element.clientWidth <= 1 || style.clip !== 'auto') continue;
          if (element.scrollWidth > element.clientWidth + 1) {
            problems.push(
              `${label(element)} in ${selector} is ${element.clientWidth} px wide for ${element.scrollWidth} px of content`,
            );
          }
        }
      }
    }
    return problems;
  }, scopes);
}

/**
 * Collects what goes wrong while a page loads: failed requests, HTTP errors and console errors.
 *
 * @param page - the page, before it navigates
 * @param expected - what may fail (the 404 page's own answer), matched against each line
 * @returns the list, filled as the page runs
 */
export function watchErrors(page: Page, expected: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  const add = (line: string) => {
    if (!expected.some((pattern) => pattern.test(line))) errors.push(line);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the old page still loaded; that is no failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      add(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) add(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

/**
 * Waits until fonts, images and requests have settled, so geometry and pixels are final.
 *
 * @param page - a page of `test` or of a `firstVisitTest` context (its requests are counted)
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await networkSettled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
