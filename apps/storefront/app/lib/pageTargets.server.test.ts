import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTarget } from './pageTargets.server';

const ROUTES = join(import.meta.dirname, '../routes');

/** Listings whose loader answers any other query with a redirect to its canonical form. */
const CANONICALISED_BY_LOADER = new Set(['/shop', '/product-category/x']);

/** A path a flat route file answers: `product.$slug.tsx` → `/product/x`, `_index.tsx` → `/`. */
function samplePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((segment) => segment !== '_index')
    .map((segment) => (/^\(?\$/.test(segment) ? 'x' : segment));
  return `/${segments.join('/')}`;
}

describe('pageTarget', () => {
  it('given a content page with a query it does not read / the query is dropped', () => {
    for (const path of [
      '/',
      '/faqs',
      '/blog',
      '/blog-single/x',
      '/post/x',
      '/page/about',
      '/FAQS/',
    ]) {
      expect(pageTarget('GET', `${path}?utm_source=mail&r=${Math.random()}`), path).toBe(path);
    }
    expect(pageTarget('HEAD', '/faqs?x')).toBe('/faqs');
    expect(pageTarget('GET', '/faqs?')).toBe('/faqs');
  });

  it('given a product page / only the variation parameters stay, each once, as they came', () => {
    expect(pageTarget('GET', '/product/tesamorelin?fbclid=1&attribute_pa_size=10mg&x=2')).toBe(
      '/product/tesamorelin?attribute_pa_size=10mg',
    );
    expect(
      pageTarget('GET', '/product/t?attribute_pa_size=10mg&attribute_pa_size=20mg&attribute_b=c'),
    ).toBe('/product/t?attribute_pa_size=10mg&attribute_b=c');
    expect(pageTarget('GET', '/product/t?attribute_pa_size=10%20mg')).toBe(
      '/product/t?attribute_pa_size=10%20mg',
    );
    expect(pageTarget('GET', '/product/t?%E0%A4%A=1')).toBe('/product/t');
  });

  it('given the certificates page / only its category stays', () => {
    expect(pageTarget('GET', '/coas?category=powders&v=3')).toBe('/coas?category=powders');
  });

  it('given the search page / without search words the query is dropped, with them it is left whole for its loader', () => {
    expect(pageTarget('GET', '/search?r=1')).toBe('/search');
    expect(pageTarget('GET', '/search?q=%20%20&r=1')).toBe('/search');
    expect(pageTarget('GET', '/search?q=bpc&category=a&category=b')).toBe(
      '/search?q=bpc&category=a&category=b',
    );
  });

  it('given a page of one shopper, a listing, a data request or a form post / the target is left as it came', () => {
    for (const target of [
      '/reset-password?email=a%40b.nl&token=t',
      '/my-account?tab=orders',
      '/checkout?cancelled=12',
      '/order-summary/1?key=wc_order_x',
      '/shop?orderby=price&order=asc',
      '/product-category/peptides?page=2',
      '/product/x.data?_routes=routes%2Fproduct.%24slug',
      '/faqs.data?x=1',
      '/api/search?q=bpc',
    ]) {
      expect(pageTarget('GET', target), target).toBe(target);
    }
    expect(pageTarget('POST', '/?index&x=1')).toBe('/?index&x=1');
  });

  it('given every route whose pages are shared / a query it does not read never makes a page of its own', () => {
    const shared = readdirSync(ROUTES).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|server|css)\./.test(file) &&
        // Its own catalogue headers, or those of the page it shows under another address.
        /export const headers = catalogueHeaders|export \{[^}]*\bheaders\b[^}]*\} from/.test(
          readFileSync(join(ROUTES, file), 'utf8'),
        ),
    );
    expect(shared).toContain('common-payment-questions.tsx');
    expect(shared.length).toBeGreaterThan(10);
    for (const file of shared) {
      const path = samplePath(file);
      if (CANONICALISED_BY_LOADER.has(path)) continue;
      expect(pageTarget('GET', `${path}?never-read=1`), file).toBe(path);
    }
  });
});
