import { MESSAGES } from '@peptide/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * The shop's first screen paints as its server HTML does and stays put: the first product's art
 * is fetched at once and ahead of the other images (on a phone it is the largest thing on the
 * first screen), and nothing moves when the scripts take over. A grid that moved up into a
 * phone's screen at hydration made that art a largest paint which waited for the scripts.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  // Lighthouse's phone, where the first row's art starts just inside the screen.
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

const LISTINGS = ['/shop', '/shop?category=peptides&stock=instock'];

const GRID = 'main ul[aria-label="Shop"]';

/** Where the toolbar, the grid and the first product's art sit, relative to the page's top. */
function positions(page: Page) {
  return page.evaluate((grid) => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`${selector} is missing`);
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top: top + scrollY, bottom: bottom + scrollY, left, right };
    };
    return {
      toolbar: box('main section > div:has(> [role="status"])'),
      grid: box(grid),
      art: box(`${grid} li img`),
    };
  }, GRID);
}

/** Opens a listing with scripts off, as its server HTML paints before any script runs. */
async function serverHtml(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

for (const viewport of WIDTHS) {
  test(`given the shop at ${viewport.width} px / only the first product's art loads at once, ahead of other images`, async ({
    browser,
  }) => {
    const { context, page } = await serverHtml(browser, viewport);
    await page.goto('/shop');
    const art = page.locator(`${GRID} li img`);
    await expect(art.first()).toHaveAttribute('loading', 'eager');
    await expect(art.first()).toHaveAttribute('fetchpriority', 'high');
    const rest = await art.evaluateAll((images) =>
      images
        .slice(1)
        .map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    );
    expect(rest.length).toBeGreaterThan(0);
    for (const attributes of rest) expect(attributes).toEqual(['lazy', null]);
    await context.close();
  });

  for (const path of LISTINGS) {
    test(`given ${path} at ${viewport.width} px / the toolbar, grid and first art stay where the server HTML put them once the scripts run`, async ({
      browser,
      page,
    }) => {
      const plain = await serverHtml(browser, viewport);
      await plain.page.goto(path);
      const before = await positions(plain.page);
      await plain.context.close();

      await page.setViewportSize(viewport);
      await openHydrated(page, path);
      // The sort menu's submit button leaves once the toolbar runs with its scripts.
      await expect(page.getByRole('button', { name: MESSAGES.applySort })).toHaveCount(0);
      expect(await positions(page)).toEqual(before);
    });
  }
}
