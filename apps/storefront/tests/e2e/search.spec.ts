import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';
import { openHeaderSearch } from './headerSearch';

test('given a typo on the search page / it finds the product, and the results sort and page like the shop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/search');
  const field = page.getByRole('searchbox', { name: 'Search products and posts' });
  await field.fill('retatrutdie');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=retatrutdie$/);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: /Retatrutide/ }).first()).toBeVisible();

  await openHydrated(page, '/search?q=laboratory');
  await expect(page.getByText(MESSAGES.catalogResultCount(1, 12, 31))).toBeVisible();
  await page
    .getByRole('combobox', { name: MESSAGES.sortLabel })
    .selectOption({ label: 'Sort by price: high to low' });
  await expect(page).toHaveURL(/\/search\?q=laboratory&orderby=price&order=desc$/);
  await page
    .getByRole('navigation', { name: MESSAGES.paginationLabel })
    .getByRole('link', { name: MESSAGES.pageLink(2) })
    .click();
  await expect(page).toHaveURL(/\/search\?q=laboratory&orderby=price&order=desc&page=2$/);
  await expect(page.getByText(MESSAGES.catalogResultCount(13, 24, 31))).toBeVisible();
});

test('given a typo in the header / the suggestions offer the product; arrows choose, Enter opens, Escape closes', async ({
  page,
}) => {
  const { search, field } = await openHeaderSearch(page);
  await field.pressSequentially('retatrutdie');
  await expect(search.getByRole('status')).toHaveText(MESSAGES.searchOneResult);
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('retatrutdie');
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('ArrowDown');
  await expect(search.getByRole('option', { selected: true })).toHaveText(/Retatrutide/);
  await expect(field).toBeFocused();
  await field.press('ArrowDown');
  await expect(search.getByRole('option', { selected: true })).toHaveText(MESSAGES.searchSeeAll);
  await field.press('ArrowUp');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/retatrutide$/);
});

test('given the header search / See all results and Enter open the search page for the text', async ({
  page,
}) => {
  const { search, field } = await openHeaderSearch(page, { width: 390, height: 844 });
  await field.fill('bac water');
  await expect(search.getByRole('status')).toHaveText(MESSAGES.searchResults(4));
  await search.getByRole('option', { name: MESSAGES.searchSeeAll }).click();
  await expect(page).toHaveURL(/\/search\?q=bac\+water$/);
  await expect(
    page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: /BAC Water 3ml/ })
      .first(),
  ).toBeVisible();
  const again = page
    .getByRole('search')
    .filter({ visible: true })
    .first()
    .getByRole('combobox', { name: 'Search products' });
  await again.fill('semax');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=semax$/);
});
