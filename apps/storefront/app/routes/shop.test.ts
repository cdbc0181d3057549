import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './shop';

commerceServerPerFile();

describe('shop loader', () => {
  it('given a document request / it answers the reversed categories (not the insurance’s Accessories) and the first 12 of 31 products, cacheable', async () => {
    const { data, cacheControl } = unwrap(await loader(loaderArgs('/shop')));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    if (!data.categories.ok) throw new Error(data.categories.error);
    expect(data.categories.value.map((category) => category.name)).toEqual([
      'BAC Water',
      'Peptides',
      'Powders',
    ]);
    expect(data.products).not.toBeInstanceOf(Promise);
    const products = await data.products;
    if (!products.ok) throw new Error(products.error);
    expect(products.value).toHaveLength(12);
    expect(await data.total).toEqual({ ok: true, value: 31 });
    expect(data.position).toMatchObject({ page: 1, pageCount: 3, path: '/shop', sorted: false });
    expect(data.siteUrl).toBe('http://127.0.0.1:3000');
  });

  it('given price, low to high / no page holds the shipping insurance, and page 3 the last 7 of 31', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => {
        const path = `/shop?orderby=price&order=asc${page > 1 ? `&page=${page}` : ''}`;
        const products = await unwrap(await loader(loaderArgs(path))).data.products;
        if (!products.ok) throw new Error(products.error);
        return products.value;
      }),
    );
    expect(pages.map((page) => page.length)).toEqual([12, 12, 7]);
    expect(pages.flat().map((card) => card.id)).not.toContain(INSURANCE_PRODUCT_ID);
    const { data } = unwrap(await loader(loaderArgs('/shop?orderby=price&order=asc&page=3')));
    expect(data.position).toMatchObject({ page: 3, pageCount: 3, sorted: true });
  });

  it('given the parameters in another order or the menu key / it redirects to the canonical query', async () => {
    for (const [from, to] of [
      ['/shop?order=asc&orderby=price', '/shop?orderby=price&order=asc'],
      ['/shop?orderby=price-desc', '/shop?orderby=price&order=desc'],
      ['/shop?page=1', '/shop'],
    ] as const) {
      const response = await loader(loaderArgs(from)).catch((thrown: unknown) => thrown);
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(301);
      expect((response as Response).headers.get('Location')).toBe(to);
    }
  });

  it('given filters in any order / it redirects to one canonical query, malformed values dropped', async () => {
    for (const from of [
      '/shop?stock=instock&category=powders,peptides&min_price=-3',
      '/shop?category=peptides&category=powders&stock=instock',
    ]) {
      const response = await loader(loaderArgs(from)).catch((thrown: unknown) => thrown);
      expect((response as Response).status).toBe(301);
      expect((response as Response).headers.get('Location')).toBe(
        '/shop?category=peptides,powders&stock=instock',
      );
    }
  });

  it('given two filters / it answers the filtered products with the counts of each choice', async () => {
    const { data } = unwrap(await loader(loaderArgs('/shop?category=peptides&stock=instock')));
    const total = await data.total;
    if (!total.ok || !data.facets.ok) throw new Error('the listing failed');
    expect(total.value).toBeGreaterThan(0);
    expect(total.value).toBeLessThan(32);
    expect(data.position).toMatchObject({ filtered: true, page: 1 });
    const peptides = data.facets.value.categories.find((category) => category.slug === 'peptides');
    expect(peptides?.count).toBe(total.value);
  });

  it('given a page past the last or not a whole number / it is a 404', async () => {
    for (const path of ['/shop?page=4', '/shop?page=0', '/shop?page=abc', '/shop?page=2.5']) {
      const thrown = await loader(loaderArgs(path)).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });

  it('given a client navigation / it streams the products so the grid shows skeletons first', async () => {
    const { data } = unwrap(await loader(loaderArgs('/shop', {}, true)));
    expect(data.products).toBeInstanceOf(Promise);
    expect((await data.products).ok).toBe(true);
  });

  it('given the backend is down / it says Error loading categories and is not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl } = unwrap(await loader(loaderArgs('/shop')));
      expect(data.categories.ok).toBe(false);
      expect((await data.products).ok).toBe(false);
      expect(cacheControl).toBe('no-store');
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
