import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { openHeaderSearch } from './headerSearch';

test('given the header search / the server suggests products by name and a suggestion opens its page', async ({
  page,
}) => {
  const { search, field } = await openHeaderSearch(page);
  await field.fill('bpc');
  await expect(search.getByRole('status')).toHaveText(MESSAGES.searchResults(2));
  await expect(search.getByRole('option')).toHaveText([
    /BPC-157 5mg/,
    /BPC-157 Powder 1g/,
    MESSAGES.searchSeeAll,
  ]);
  await field.fill('no such product');
  await expect(search.getByRole('status')).toHaveText(MESSAGES.searchNoResults);
  await field.fill('retatrutide');
  await expect(search.getByRole('status')).toHaveText(MESSAGES.searchOneResult);
  await search.getByRole('option', { name: /Retatrutide/ }).click();
  await expect(page).toHaveURL(/\/product\/retatrutide$/);
});

test('given the region dropdown / it offers the EU, Canada and USA sites', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/');
  await page.getByRole('button', { name: /Choose your region/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['EU', 'Canada', 'USA']);
});

test('given a phone / the mobile menu closes and the page is at the top after a navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openHydrated(page, '/shop');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Powders' }).click();
  await expect(page).toHaveURL(/\/product-category\/powders$/);
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
