import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './search';

commerceServerPerFile();

async function search(q: string | null) {
  const path = q === null ? '/search' : `/search?q=${encodeURIComponent(q)}`;
  return unwrap(await loader(loaderArgs(path)));
}

describe('search loader', () => {
  it('given a word / it answers the matching posts, each linking to /post/{slug}, cacheable', async () => {
    const { data, cacheControl } = await search('storage');
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.query).toBe('storage');
    if (!data.results.ok) throw new Error(data.results.error);
    expect(data.results.value.map((result) => result.href).sort()).toEqual([
      '/post/how-to-reconstitute-research-peptides',
      '/post/storing-peptides-in-the-lab',
    ]);
    expect(data.results.value[0]?.author).toBeTruthy();
  });

  it('given a typo / it finds the product, ranked, with the shop filter counts and a page count', async () => {
    const { data } = await search('retatrutdie');
    const catalogue = data.catalogue;
    if (!catalogue || catalogue.products instanceof Promise || !catalogue.products.ok) {
      throw new Error('products not loaded');
    }
    expect(catalogue.products.value.map((card) => card.name)).toEqual(['Retatrutide']);
    expect(catalogue.position.path).toBe('/search?q=retatrutdie');
    expect(catalogue.facets.ok && catalogue.facets.value.categories.length).toBeGreaterThan(0);
  });

  it('given a sort and a filter / the products are sorted and filtered as the shop sorts them', async () => {
    const { data } = await unwrap(
      await loader(loaderArgs('/search?q=bac+water&stock=instock&orderby=price&order=desc')),
    );
    const products = data.catalogue?.products;
    if (!products || products instanceof Promise || !products.ok) throw new Error('no products');
    const prices = products.value.map((card) => card.price ?? 0);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('given a query out of canonical order / it redirects to the canonical search', async () => {
    const answer = await loader(loaderArgs('/search?page=1&q=bpc')).catch((thrown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/search?q=bpc');
  });

  it('given a word of one post only / it answers that one post', async () => {
    const { data } = await search('spectrometry');
    if (!data.results.ok) throw new Error(data.results.error);
    expect(data.results.value.map((result) => result.title)).toEqual([
      'Understanding Certificates of Analysis',
    ]);
  });

  it('given words no post holds / it answers no results', async () => {
    const { data } = await search('zzqqxx');
    expect(data.results).toEqual({ ok: true, value: [] });
  });

  it.each([null, '', '   '])('given the query %j / it finds nothing', async (q) => {
    const { data, cacheControl } = await search(q);
    expect(data.query).toBe('');
    expect(data.results).toEqual({ ok: true, value: [] });
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('given a query over 30 characters / it redirects to its first 30, trimmed', async () => {
    const answer = await loader(
      loaderArgs(`/search?q=${encodeURIComponent(`  storage${'x'.repeat(40)}`)}`),
    ).catch((thrown) => thrown);
    expect((answer as Response).headers.get('Location')).toBe(`/search?q=storage${'x'.repeat(21)}`);
  });

  it('given the backend is down / it carries the failure and is not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl } = await search('storage');
      expect(data.results.ok).toBe(false);
      expect(cacheControl).toBe('no-store');
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
