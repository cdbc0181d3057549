import { describe, expect, it } from 'vitest';
import { categoryHref, postHref, productHref } from './hrefs';

describe('hrefs', () => {
  it('given a product slug / its page is under /product/, encoded', () => {
    expect(productHref('bpc-157-5mg')).toBe('/product/bpc-157-5mg');
    expect(productHref('a b')).toBe('/product/a%20b');
  });

  it('given a category without a slug / its page is made from its name', () => {
    expect(categoryHref({ slug: null, name: 'BAC Water' })).toBe('/product-category/bac-water');
  });

  it('given a post without a slug / its page is under its database id', () => {
    expect(postHref({ slug: null, databaseId: 42 })).toBe('/blog-single/42');
    expect(postHref({ slug: 'storing-peptides', databaseId: 42 })).toBe(
      '/blog-single/storing-peptides',
    );
  });
});
