import { MESSAGES } from '@peptide/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * The parts far below the first screen are rendered (styled, laid out, painted) only once they
 * come near the viewport, so the first paint and a dialog opening lay out the first screen
 * rather than the whole page in one long task. The first screen itself renders as usual.
 */
type Parts = (page: Page) => Locator[];

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const PAGES: { name: string; path: string; below: Parts; firstScreen: Parts }[] = [
  {
    name: 'home',
    path: '/',
    below: (page) => [
      section(page, MESSAGES.faq),
      section(page, 'What researchers say'),
      page.locator('footer'),
    ],
    firstScreen: (page) => [
      page.locator('header'),
      page.locator('main > :first-child'),
      section(page, 'Shop by category'),
    ],
  },
  {
    name: 'variable product',
    path: '/product/tesamorelin',
    below: (page) => [page.locator('footer')],
    firstScreen: (page) => [page.locator('header'), page.locator('main h1')],
  },
  {
    name: 'blog post',
    path: '/blog-single/how-to-reconstitute-research-peptides',
    below: (page) => [page.locator('footer')],
    firstScreen: (page) => [page.locator('header'), page.locator('main article')],
  },
];

/** The part's computed `content-visibility`. */
function contentVisibility(part: Locator): Promise<string> {
  return part.evaluate((element) => getComputedStyle(element).contentVisibility);
}

// A phone, as the slowed-down audits of the first screen use.
test.use({ viewport: { width: 390, height: 844 } });

for (const { name, path, below, firstScreen } of PAGES) {
  test(`given the ${name} page / its parts far below the first screen render once near the viewport, its first screen at once`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    for (const part of below(page)) expect(await contentVisibility(part), `${part}`).toBe('auto');
    for (const part of firstScreen(page)) {
      expect(await contentVisibility(part), `${part}`).toBe('visible');
    }
  });
}

test('given the home page scrolled to its end / every section and the footer show their content', async ({
  page,
}) => {
  await openHydrated(page, '/');
  for (const name of [MESSAGES.faq, 'What researchers say']) {
    const part = section(page, name);
    await part.scrollIntoViewIfNeeded();
    await expect(part.getByRole('heading', { name })).toBeVisible();
  }
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('navigation').first()).toBeVisible();
});
