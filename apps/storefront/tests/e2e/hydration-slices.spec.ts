import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The parts below the first screen sit in Suspense boundaries of their own in the server HTML
 * (React marks a boundary rendered whole with a `<!--$-->` comment before its content), so React
 * hydrates them one by one after the header and the first screen, yielding to the browser
 * between them, rather than the whole page in one long task.
 */
const PAGES: {
  name: string;
  path: string;
  /** Each part's selector and how many boundaries open right before it (1 unless said). */
  slices: (string | [string, number])[];
  firstScreen: string;
}[] = [
  {
    name: 'home',
    path: '/',
    slices: ['main > section', 'footer'],
    firstScreen: 'main > :first-child',
  },
  {
    name: 'shop',
    path: '/shop',
    // The grid already waits in a boundary of its own for streamed products: its slice is a
    // second one around it.
    slices: ['main aside', ['main ul[aria-label="Shop"]', 2], 'footer'],
    firstScreen: 'main > :first-child',
  },
  {
    name: 'variable product',
    path: '/product/retatrutide',
    slices: ['main :has(> aside)', 'footer'],
    firstScreen: 'main > div > :first-child',
  },
  {
    name: 'blog post',
    path: '/blog-single/storing-peptides-in-the-lab',
    slices: ['main article', 'main nav[aria-label="Next steps"]', 'footer'],
    firstScreen: 'main > div > a',
  },
];

/** For each element the selector finds: how many Suspense boundaries open right before it. */
function boundariesBefore(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let count = 0;
      let before = element.previousSibling;
      while (before?.nodeType === Node.COMMENT_NODE && (before as Comment).data === '$') {
        count += 1;
        before = before.previousSibling;
      }
      return count;
    }),
  );
}

for (const { name, path, slices, firstScreen } of PAGES) {
  test(`given the ${name} page's server HTML / its parts below the first screen each hydrate as a slice of their own`, async ({
    browser,
  }) => {
    // Without scripts the document stays as the server sent it, comments included.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    for (const slice of slices) {
      const [selector, depth] = typeof slice === 'string' ? [slice, 1] : slice;
      const found = await boundariesBefore(page, selector);
      expect(found.length, selector).toBeGreaterThan(0);
      for (const count of found) expect(count, selector).toBeGreaterThanOrEqual(depth);
    }
    expect(await boundariesBefore(page, 'header'), 'the header hydrates first').toEqual([0]);
    expect(await boundariesBefore(page, firstScreen), 'the first screen hydrates first').toEqual([
      0,
    ]);
    await context.close();
  });
}
