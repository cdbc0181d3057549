import { afterEach, describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs } from '../testing/loaderArgs';
import { loader, meta } from './product.$slug';

commerceServerPerFile();

const pending: Promise<unknown>[] = [];

/** Loads the route, remembering its deferred lists so that none outlives the server. */
async function load(slug: string, query = '', request?: Request) {
  const args = loaderArgs(`/product/${slug}${query}`, { slug });
  if (request) args.request = request;
  const result = await loader(args as never);
  const { related, recent, dontForget, categories } = result.data;
  pending.push(...[related, recent, dontForget, categories].map((list) => list.catch(() => [])));
  return result;
}

afterEach(async () => {
  await Promise.all(pending.splice(0));
});

describe('the product route', () => {
  it('given a seeded slug, it loads the product with sanitised HTML and cacheable headers', async () => {
    const result = await load('bpc-157-5mg');
    expect(result.data.product.name).toBe('BPC-157 5mg');
    expect(result.data.url).toBe('http://127.0.0.1:3000/product/bpc-157-5mg');
    expect(result.data.descriptionHtml).not.toMatch(/<script/i);
    expect(new Headers(result.init?.headers).get('Cache-Control')).toMatch(/s-maxage=\d+/);
  });

  it('given the product, its carousels and sidebar resolve without the product itself or the insurance', async () => {
    const { data } = await load('bpc-157-5mg');
    const [related, recent, dontForget, categories] = await Promise.all([
      data.related,
      data.recent,
      data.dontForget,
      data.categories,
    ]);
    for (const list of [related, recent, dontForget]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((card) => card.name)).not.toContain('BPC-157 5mg');
      expect(list.map((card) => card.name)).not.toContain('Premium shipping insurance');
    }
    expect(dontForget.map((card) => card.name)).toContain('BAC Water 10ml');
    expect(categories.map((category) => category.name)).not.toContain('All Products');
  });

  it('given a request for another host / its canonical and Open Graph URL are still the storefront URL', async () => {
    const result = await load(
      'bpc-157-5mg',
      '',
      new Request('http://evil.example/product/bpc-157-5mg', { headers: { host: 'evil.example' } }),
    );
    expect(result.data.url).toBe('http://127.0.0.1:3000/product/bpc-157-5mg');
    const tags = meta({ loaderData: result.data } as never) as Record<string, unknown>[];
    expect(JSON.stringify(tags)).not.toContain('evil.example');
  });

  it('given a variation’s own query or none / the page is shared (kept by the page cache and a CDN)', async () => {
    for (const query of ['', '?attribute_pa_size=10mg']) {
      const result = await load('tesamorelin', query);
      expect(new Headers(result.init?.headers).get('Cache-Control'), query).toMatch(/public/);
    }
  });

  it('given any other query (an unknown value, another letter case, a parameter of no attribute) / the page renders but is not shared', async () => {
    for (const query of [
      '?attribute_pa_size=15mg',
      '?attribute_pa_size=10MG',
      '?attribute_pa_size=10mg&attribute_pa_size=20mg',
      '?attribute_pa_colour=red',
    ]) {
      const result = await load('tesamorelin', query);
      expect(result.data.product.name, query).toMatch(/Tesamorelin/i);
      expect(new Headers(result.init?.headers).get('Cache-Control'), query).toBe('no-store');
    }
  });

  it('given an unknown slug, it answers 404 and is not cached', async () => {
    const thrown = await load('no-such-product').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('given the loaded product, meta has the {name} title, Open Graph price and Product JSON-LD', async () => {
    const result = await load('bpc-157-5mg');
    const tags = meta({ loaderData: result.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ title: 'BPC-157 5mg - the product' });
    expect(tags).toContainEqual({ property: 'product:price:currency', content: 'EUR' });
    const jsonLd = tags.find((tag) => 'script:ld+json' in tag)?.['script:ld+json'];
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'BPC-157 5mg',
      offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });
});
