import { MESSAGES } from '@peptide/domain';
import { firstPageCount, serverTotal } from './catalogue-counts';
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
  const pageTwo = page
    .getByRole('navigation', { name: MESSAGES.paginationLabel })
    .getByRole('link', { name: MESSAGES.pageLink(2) });
  // The address changes as the navigation starts; the links follow when its render commits.
  await expect(pageTwo).toHaveAttribute('href', /orderby=price&order=desc&page=2$/);
  await pageTwo.click();
  await expect(page).toHaveURL(/\/search\?q=laboratory&orderby=price&order=desc&page=2$/);
  await expect(page.getByText(MESSAGES.catalogResultCount(13, 24, 31))).toBeVisible();
});

test('given the search page without JavaScript / its page links, sort form and filter form all keep the search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=laboratory');
  const status = page.getByRole('status').filter({ hasText: /Showing|No products/ });
  await expect(status).toHaveText(MESSAGES.catalogResultCount(1, 12, 31));
  await page
    .getByRole('navigation', { name: MESSAGES.paginationLabel })
    .getByRole('link', { name: MESSAGES.pageLink(2) })
    .click();
  await expect(page).toHaveURL(/\/search\?q=laboratory&page=2$/);
  await expect(status).toHaveText(MESSAGES.catalogResultCount(13, 24, 31));

  await page
    .getByRole('combobox', { name: MESSAGES.sortLabel })
    .selectOption({ label: 'Sort by price: low to high' });
  await page.getByRole('button', { name: MESSAGES.applySort }).click();
  await expect(page).toHaveURL(/\/search\?q=laboratory&orderby=price&order=asc#results$/);

  const filters = page.getByRole('region', { name: MESSAGES.filtersTitle, exact: true });
  await filters.getByRole('checkbox', { name: /^Peptides/ }).check();
  await filters.getByRole('checkbox', { name: /^In stock only/ }).check();
  await filters.getByRole('button', { name: MESSAGES.applyFilters }).click();
  await expect(page).toHaveURL(
    /\/search\?q=laboratory&category=peptides&stock=instock&orderby=price&order=asc#results$/,
  );
  const found = await serverTotal({
    search: 'laboratory',
    categoryIn: ['peptides'],
    stockStatus: ['IN_STOCK'],
  });
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(31);
  await expect(status).toHaveText(firstPageCount(found));
  await expect(page.getByRole('list', { name: 'Search' }).getByRole('article')).toHaveCount(
    Math.min(12, found),
  );
  await expect(page.getByRole('searchbox', { name: 'Search products and posts' })).toHaveValue(
    'laboratory',
  );
  await context.close();
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
