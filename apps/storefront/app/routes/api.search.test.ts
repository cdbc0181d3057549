import { LIMITS } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs } from '../testing/loaderArgs';
import { loader, type SearchSuggestions } from './api.search';

commerceServerPerFile();

async function suggest(q: string) {
  const response = await loader(loaderArgs(`/api/search?q=${encodeURIComponent(q)}`));
  return {
    body: (await response.json()) as SearchSuggestions,
    cacheControl: response.headers.get('Cache-Control'),
  };
}

describe('header search suggestions', () => {
  it('given a typo / it suggests the product the backend ranks first, cacheable', async () => {
    const { body, cacheControl } = await suggest('retatrutdie');
    expect(body.products.map((product) => product.name)).toEqual(['Retatrutide']);
    expect(body.products[0]?.href).toBe('/product/retatrutide');
    expect(body.total).toBe(1);
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('given the shipping insurance’s name / it suggests nothing and counts nothing', async () => {
    const { body } = await suggest('Premium shipping insurance');
    expect(body).toMatchObject({ products: [], total: 0, failed: false });
  });

  it('given a text many products match / it suggests a few and counts them all', async () => {
    const { body } = await suggest('laboratory');
    expect(body.products).toHaveLength(LIMITS.searchSuggestions);
    expect(body.total).toBeGreaterThan(LIMITS.searchSuggestions);
  });

  it.each(['', 'bp', '  bp  '])('given %j / it asks nothing and suggests nothing', async (q) => {
    const { body } = await suggest(q);
    expect(body).toMatchObject({ products: [], total: 0, failed: false });
  });

  it('given the backend is down / it says so and is not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { body, cacheControl } = await suggest('storage-down');
      expect(body.failed).toBe(true);
      expect(cacheControl).toBe('no-store');
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
