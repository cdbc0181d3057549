import { INSURANCE_PRODUCT_NAME, MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

test('given the home page / it shows the best sellers without the shipping insurance', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const bestSellers = page.getByRole('list', { name: MESSAGES.bestSellers });
  await expect(bestSellers.getByRole('article')).toHaveCount(12);
  await expect(bestSellers.getByRole('article', { name: 'BAC Water 3ml' })).toBeVisible();
  await expect(page.getByRole('article', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: MESSAGES.faqShipCountries })).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.viewMore })).toHaveAttribute(
    'href',
    '/faqs',
  );
});

test('given the home page / its hero video waits behind a poster and Shop Now leads to the shop', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', '/media/hero-poster.jpg');
  expect((await page.request.get('/media/hero.webm')).headers()['content-type']).toContain(
    'video/webm',
  );
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('given the home page / its Best Sellers tile opens the best sellers by total sales', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.getByRole('link', { name: 'Best Sellers' }).click();
  await expect(page).toHaveURL(/\/product-category\/best-sellers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Best Sellers' }).getByRole('article').first(),
  ).toHaveAccessibleName('BAC Water 3ml');
});

test('given the shop / it lists its first 12 products with Out of Stock, Add to cart and Select Options', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Shop' });
  await expect(grid.getByRole('article')).toHaveCount(12);
  const outOfStock = grid.getByRole('article', { name: 'GHK-Cu 50mg' });
  await expect(outOfStock.getByRole('button', { name: MESSAGES.outOfStock })).toBeDisabled();
  await expect(
    grid
      .getByRole('article', { name: 'BPC-157 5mg' })
      .getByRole('button', { name: MESSAGES.addToCart }),
  ).toBeEnabled();
  await page.getByRole('link', { name: MESSAGES.pageLink(2) }).click();
  await expect(
    grid
      .getByRole('article', { name: 'Tesamorelin' })
      .getByRole('link', { name: MESSAGES.selectOptions }),
  ).toHaveAttribute('href', '/product/tesamorelin');
  const sidebar = page.getByRole('navigation', { name: 'Categories' });
  await expect(sidebar.getByRole('link')).toHaveText([
    /BAC Water/,
    /Peptides/,
    /Powders/,
    'All Products',
  ]);
});

for (const [slug, title, member] of [
  ['powders', 'Powders', 'Semaglutide Powder 1g'],
  ['peptides', 'Peptides', 'BPC-157 5mg'],
  ['bac-water', 'BAC Water', 'BAC Water 10ml'],
] as const) {
  test(`given /product-category/${slug} / it lists the ${title} products only`, async ({
    page,
  }) => {
    await openHydrated(page, `/product-category/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    const grid = page.getByRole('list', { name: title });
    await expect(grid.getByRole('article', { name: member })).toBeVisible();
    await expect(grid.getByRole('article', { name: INSURANCE_PRODUCT_NAME })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: title }),
    ).toHaveAttribute('aria-current', 'page');
  });
}

test('given the shop / choosing a category in the sidebar navigates there on the client', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Powders/ })
    .click();
  await expect(page).toHaveURL(/\/product-category\/powders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Powders' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Powders' }).getByRole('article').first(),
  ).toBeVisible();
});
