import { createServerClient } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { PRIVATE_PATHS, robotsTxt, STATIC_PATHS, sitemapPaths, sitemapXml } from './sitemap.server';

const commerce = commerceServerPerFile();

describe('sitemapPaths, on the seeded catalogue', () => {
  it('given the catalogue and posts / it lists pages, categories, products and posts', async () => {
    const paths = await sitemapPaths(createServerClient({ endpoint: commerce.endpoint }), {
      coaLibrary: true,
    });
    expect(paths).toEqual(expect.arrayContaining([...STATIC_PATHS]));
    expect(paths).toContain('/product-category/bac-water');
    expect(paths).toContain('/product/bpc-157-5mg');
    expect(paths).toContain('/blog-single/storing-peptides-in-the-lab');
    expect(paths).not.toContain('/product/premium-shipping-insurance');
    expect(paths).not.toContain('/product-category/accessories');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('given a backend without a COA library / it leaves /coas out', async () => {
    const paths = await sitemapPaths(createServerClient({ endpoint: commerce.endpoint }), {
      coaLibrary: false,
    });
    expect(paths).not.toContain('/coas');
    expect(paths).toContain('/how-to-pay');
    expect(paths).toContain('/about');
  });
});

describe('sitemapXml', () => {
  it('given paths / it writes absolute, escaped locations', () => {
    expect(sitemapXml('https://shop.example', ['/', '/search?q=a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://shop.example/</loc></url>\n' +
        '  <url><loc>https://shop.example/search?q=a&amp;b</loc></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('given the storefront URL / it keeps per-shopper pages out and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    for (const path of PRIVATE_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
