import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { SCREENS, settle } from './layout/geometry';

/** Each stylesheet the document applies, by its URL without the fragment React Router adds. */
const appliedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      sheet.href ? [sheet.href.replace(/#.*$/, '')] : [],
    ),
  );

const twice = (hrefs: string[]) => hrefs.filter((href, index) => hrefs.indexOf(href) !== index);

test("given a page whose lazy parts have arrived / no stylesheet applies twice, and the root's stay after a navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/product/retatrutide');
  const atFirst = await appliedStylesheets(page);
  const theme = atFirst.find((href) => /\/theme\.css\.ts-[\w-]+\.css$/.test(href));
  expect(theme).toBeDefined();
  // The menu's code (lazy, with the mini cart) needs the theme's stylesheet too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(twice(await appliedStylesheets(page))).toEqual([]);
  await menu.getByRole('link', { name: 'Powders' }).click();
  await expect(page).toHaveURL(/\/product-category\/powders$/);
  const afterNavigation = await appliedStylesheets(page);
  expect(twice(afterNavigation)).toEqual([]);
  expect(afterNavigation).toContain(theme);
  // The menu, drawn from the root's stylesheets, is still styled when it opens again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

for (const screen of SCREENS) {
  test(`given the blog on a ${screen.name} once its lazy parts have arrived / the banner's pause button keeps its corner`, async ({
    page,
  }) => {
    await page.setViewportSize(screen.viewport);
    await openHydrated(page, '/blog');
    // The sheets' code (mini cart, menu) arrives at the shopper's first interaction, a key here,
    // and brings the stylesheets it needs.
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/overlayParts-/.test(entry.name)),
        ),
      )
      .toBe(true);
    await settle(page);
    const banner = page.getByRole('region', { name: 'Blog' });
    const button = banner.getByRole('button', { name: /background video/ });
    const [outer, inner] = await Promise.all([banner.boundingBox(), button.boundingBox()]);
    if (!outer || !inner) throw new Error('the banner or its button is not laid out');
    expect(outer.x + outer.width - (inner.x + inner.width)).toBeLessThanOrEqual(24);
    expect(outer.y + outer.height - (inner.y + inner.height)).toBeLessThanOrEqual(24);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
  });
}
