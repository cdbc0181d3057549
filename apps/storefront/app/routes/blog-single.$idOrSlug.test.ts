import { GetPostsDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceClient, query } from '../lib/commerce.server';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader, meta } from './blog-single.$idOrSlug';

commerceServerPerFile();

const SLUG = 'how-to-reconstitute-research-peptides';

async function load(idOrSlug: string) {
  const answer = await loader(loaderArgs(`/blog-single/${idOrSlug}`, { idOrSlug }));
  return { ...unwrap(answer), status: answer.init?.status ?? 200 };
}

async function databaseIdOf(slug: string): Promise<number> {
  const { posts } = await query(commerceClient(), GetPostsDocument, {});
  const post = posts?.edges?.find((edge) => edge?.node?.slug === slug)?.node;
  if (!post) throw new Error(`no post ${slug}`);
  return post.databaseId;
}

describe('blog-single loader', () => {
  it('given a slug / it answers the post with its author, date, image and sanitised body, cacheable', async () => {
    const { data, cacheControl, status } = await load(SLUG);
    expect(status).toBe(200);
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.post).toMatchObject({
      title: 'How to Reconstitute Research Peptides',
      slug: SLUG,
      date: '2025-03-02T09:00:00.000Z',
      author: { firstName: 'Elena' },
    });
    expect(data.post?.image).toMatch(/\.svg$/);
    expect(data.post?.content).toContain('<h2>What you need</h2>');
    expect(data.canonical).toBe(`http://127.0.0.1:3000/blog-single/${SLUG}`);
  });

  it('given a numeric id / it reads it as the database id and answers the same post', async () => {
    const id = await databaseIdOf(SLUG);
    const { data, status } = await load(String(id));
    expect(status).toBe(200);
    expect(data.post?.slug).toBe(SLUG);
    expect(data.canonical).toBe(`http://127.0.0.1:3000/blog-single/${SLUG}`);
  });

  it.each(['no-such-post', '999999'])(
    'given %s, which names no post / it answers 404 without caching, for No post found.',
    async (idOrSlug) => {
      const { data, cacheControl, status } = await load(idOrSlug);
      expect(status).toBe(404);
      expect(cacheControl).toBe('no-store');
      expect(data).toMatchObject({ post: null, error: null });
    },
  );

  it('given the backend is down / it answers 503 with the message for Error: {message}', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl, status } = await load(SLUG);
      expect(status).toBe(503);
      expect(cacheControl).toBe('no-store');
      expect(data.post).toBeNull();
      expect(data.error).toBeTruthy();
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});

describe('blog-single meta', () => {
  it('given a post / its title, summary, canonical link and Open Graph article tags', async () => {
    const { data } = await load(SLUG);
    // biome-ignore lint/suspicious/noExplicitAny: meta reads loaderData only
    const tags = meta({ loaderData: data } as any);
    expect(tags).toContainEqual({ title: 'How to Reconstitute Research Peptides | Peptide Lab' });
    expect(tags).toContainEqual({
      name: 'description',
      content:
        'A step-by-step laboratory guide to reconstituting lyophilised peptides with bacteriostatic water.',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `http://127.0.0.1:3000/blog-single/${SLUG}`,
    });
  });

  it('given no post / the title says the post was not found', async () => {
    const { data } = await load('no-such-post');
    // biome-ignore lint/suspicious/noExplicitAny: meta reads loaderData only
    expect(meta({ loaderData: data } as any)).toContainEqual({
      title: 'Post not found | Peptide Lab',
    });
  });
});
