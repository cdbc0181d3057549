import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './blog';

commerceServerPerFile();

describe('blog loader', () => {
  it('given a document request / it answers every post as a card linking to /blog-single/{slug}, cacheable', async () => {
    const { data, cacheControl } = unwrap(await loader(loaderArgs('/blog')));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.canonical).toBe('http://127.0.0.1:3000/blog');
    expect(data.posts).not.toBeInstanceOf(Promise);
    const posts = await data.posts;
    if (!posts.ok) throw new Error(posts.error);
    expect(posts.value).toHaveLength(4);
    const [newest] = posts.value;
    expect(newest).toMatchObject({
      title: 'How to Reconstitute Research Peptides',
      href: '/blog-single/how-to-reconstitute-research-peptides',
      date: '2025-03-02T09:00:00.000Z',
    });
    expect(newest?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.svg$/);
    expect(newest?.excerpt).not.toContain('<');
  });

  it('given a client navigation / it streams the posts so the list shows skeleton cards first', async () => {
    const { data } = unwrap(await loader(loaderArgs('/blog', {}, true)));
    expect(data.posts).toBeInstanceOf(Promise);
    expect((await data.posts).ok).toBe(true);
  });

  it('given the backend is down / the list carries the failure and the page is not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl } = unwrap(await loader(loaderArgs('/blog')));
      const posts = await data.posts;
      expect(posts.ok).toBe(false);
      expect(cacheControl).toBe('no-store');
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
