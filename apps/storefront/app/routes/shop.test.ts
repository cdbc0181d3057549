import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../test/commerceServer';
import { loaderArgs, unwrap } from '../test/loaderArgs';
import { loader } from './shop';

commerceServerPerFile();

describe('shop loader', () => {
  it('given a document request / it answers the reversed categories and every product, cacheable', async () => {
    const { data, cacheControl } = unwrap(await loader(loaderArgs('/shop')));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    if (!data.categories.ok) throw new Error(data.categories.message);
    expect(data.categories.value.map((category) => category.name)).toEqual([
      'Accessories',
      'BAC Water',
      'Peptides',
      'Powders',
    ]);
    expect(data.products).not.toBeInstanceOf(Promise);
    const products = await data.products;
    if (!products.ok) throw new Error(products.message);
    expect(products.value.length).toBeGreaterThanOrEqual(30);
    expect(products.value.some((product) => !product.inStock)).toBe(true);
    expect(products.value.some((product) => product.type === 'variable')).toBe(true);
    expect(data.canonical).toBe('http://127.0.0.1:3000/shop');
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
