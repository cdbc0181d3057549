import { expect, openHydrated, test } from './fixtures';

test('given a product page / the server HTML holds its title, Open Graph tags and JSON-LD before any script runs', async ({
  request,
}) => {
  const response = await request.get('/product/bpc-157-5mg');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  const html = await response.text();
  // The first script that runs: anything but the JSON-LD data block.
  const firstScript = html.search(/<script(?! type="application\/ld\+json")/);
  const before = html.slice(0, firstScript);
  expect(before).toContain('<title>BPC-157 5mg - the product</title>');
  expect(before).toContain('<meta property="og:title" content="BPC-157 5mg"/>');
  expect(before).toMatch(/<meta property="og:image" content="[^"]+bpc-157-5mg[^"]*"\/>/);
  expect(before).toContain('<meta property="product:price:amount" content="45.00"/>');
  expect(before).toMatch(/<link rel="canonical" href="[^"]+\/product\/bpc-157-5mg"\/>/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(before)?.[1] ?? '{}';
  expect(JSON.parse(jsonLd)).toMatchObject({
    '@type': 'Product',
    name: 'BPC-157 5mg',
    offers: { price: '45.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
});

test('given an unknown product / the page answers 404 and is not cached', async ({ request }) => {
  const response = await request.get('/product/no-such-product');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('given a click on a product card / the product it carried shows before the page data arrives', async ({
  page,
}) => {
  await openHydrated(page, '/shop');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/product\/bpc-157-5mg\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('article', { name: 'BPC-157 5mg' })
    .getByRole('link', { name: 'BPC-157 5mg' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'BPC-157 5mg' })).toBeVisible();
  await expect(page.getByText('Certificates of analysis')).toHaveCount(0);
  release();
  await expect(page.getByText('Certificates of analysis')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/bpc-157-5mg$/);
});
