import { expect, openHydrated, test } from './fixtures';

test('given the header search / the server suggests products by name and a suggestion opens its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/');
  const search = page.getByRole('search').filter({ visible: true });
  const field = search.getByRole('combobox', { name: 'Search products' });
  await field.fill('bpc');
  await expect(search.getByRole('status')).toHaveText('2 results found');
  await expect(search.getByRole('option')).toHaveText([
    /BPC-157 5mg/,
    /BPC-157 Powder 1g/,
    'See all results',
  ]);
  await field.fill('no such product');
  await expect(search.getByRole('status')).toHaveText('No results found');
  await field.fill('retatrutide');
  await expect(search.getByRole('status')).toHaveText('1 result found');
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
