import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './product-category.$slug';

commerceServerPerFile();

describe('category loader', () => {
  it.each([
    ['powders', 'Powders'],
    ['peptides', 'Peptides'],
    ['bac-water', 'BAC Water'],
  ])('given /product-category/%s / it answers %s and only its products', async (slug, title) => {
    const path = `/product-category/${slug}`;
    const { data, cacheControl } = unwrap(await loader(loaderArgs(path, { slug })));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.title).toBe(title);
    expect(data.href).toBe(path);
    const products = await data.products;
    if (!products.ok) throw new Error(products.error);
    expect(products.value.length).toBeGreaterThan(0);
  });

  it('given /product-category/best-sellers / it answers Best Sellers by total sales', async () => {
    const path = '/product-category/best-sellers';
    const { data } = unwrap(await loader(loaderArgs(path, { slug: 'best-sellers' })));
    expect(data.title).toBe('Best Sellers');
    const products = await data.products;
    if (!products.ok) throw new Error(products.error);
    expect(products.value[0]?.name).toBe('BAC Water 3ml');
    expect(products.value.length).toBeGreaterThan(12);
  });

  it.each([
    ['names no category', 'nope'],
    ['names the category of the shipping insurance alone', 'accessories'],
  ])('given a slug that %s / it answers 404', async (_case, slug) => {
    const thrown = await loader(loaderArgs(`/product-category/${slug}`, { slug })).then(
      () => null,
      (error: { init?: ResponseInit }) => error,
    );
    expect(thrown?.init?.status).toBe(404);
  });
});
