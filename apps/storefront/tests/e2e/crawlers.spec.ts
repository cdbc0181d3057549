import { expect, test } from './fixtures';

test('given /robots.txt / it allows the shop, keeps accounts out and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('given /sitemap.xml / it lists pages, categories, products and posts', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of ['/', '/shop', '/product-category/powders', '/product/bpc-157-5mg']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toMatch(/<loc>[^<]+\/blog-single\/[^<]+<\/loc>/);
  expect(xml).not.toContain('premium-shipping-insurance');
});
