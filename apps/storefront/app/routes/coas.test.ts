import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './coas';

commerceServerPerFile();

async function load(path: string) {
  return unwrap(await loader(loaderArgs(path)));
}

describe('coas loader', () => {
  it('given a document request / it answers every certificate and the non-empty categories with counts, cacheable', async () => {
    const { data, cacheControl } = await load('/coas');
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.category).toBeNull();
    if (!data.categories.ok) throw new Error(data.categories.error);
    expect(data.categories.value.map((category) => category.slug).sort()).toEqual([
      'peptides',
      'powders',
    ]);
    const coas = await data.coas;
    if (!coas.ok) throw new Error(coas.error);
    const total = data.categories.value.reduce((sum, category) => sum + category.count, 0);
    expect(coas.value).toHaveLength(total);
    for (const coa of coas.value) {
      expect(coa.href).toMatch(/^https:\/\/lab\.example\.org\/verify\//);
      expect(coa.title).toMatch(/ COA$/);
      expect(coa.date).toBeTruthy();
    }
  });

  it('given ?category=powders / it answers only that category’s certificates', async () => {
    const { data } = await load('/coas?category=powders');
    expect(data.category).toBe('powders');
    if (!data.categories.ok) throw new Error(data.categories.error);
    const powders = data.categories.value.find((category) => category.slug === 'powders');
    const coas = await data.coas;
    if (!coas.ok) throw new Error(coas.error);
    expect(coas.value).toHaveLength(powders?.count ?? -1);
    expect(coas.value.every((coa) => /Powder/.test(coa.title))).toBe(true);
  });

  it('given an unknown category / it answers no certificates rather than failing, and is not shared', async () => {
    const { data, cacheControl } = await load('/coas?category=nothing-here');
    expect(await data.coas).toEqual({ ok: true, value: [] });
    expect(cacheControl).toBe('no-store');
  });

  it('given a category the filter offers, in its own query / the page is shared; in any other spelling it is not', async () => {
    expect((await load('/coas?category=powders')).cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    for (const path of [
      '/coas?category=%20powders',
      '/coas?category=',
      '/coas?category=powders&x=1',
    ]) {
      const { data, cacheControl } = await load(path);
      await data.coas;
      expect(cacheControl, path).toBe('no-store');
    }
  });

  it('given a filter click (client navigation) / it streams the list behind skeletons', async () => {
    const args = loaderArgs('/coas');
    args.request = new Request('http://127.0.0.1:3000/coas.data?category=peptides');
    const { data } = unwrap(await loader(args));
    expect(data.coas).toBeInstanceOf(Promise);
    expect((await data.coas).ok).toBe(true);
  });

  it('given the backend is down / both parts carry the failure and the page is not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl } = await load('/coas');
      expect(data.categories.ok).toBe(false);
      expect((await data.coas).ok).toBe(false);
      expect(cacheControl).toBe('no-store');
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
