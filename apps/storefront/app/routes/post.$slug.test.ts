import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './post.$slug';

commerceServerPerFile();

async function load(slug: string) {
  const answer = await loader(loaderArgs(`/post/${slug}`, { slug }));
  return { ...unwrap(answer), status: answer.init?.status ?? 200 };
}

describe('post loader', () => {
  it('given a slug / it answers the post title and sanitised HTML content, cacheable', async () => {
    const { data, cacheControl, status } = await load('storing-peptides-in-the-lab');
    expect(status).toBe(200);
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.post?.title).toBe('Storing Peptides in the Lab');
    expect(data.post?.content).toContain('<h2>Freezer or fridge?</h2>');
    expect(data.canonical).toBe('http://127.0.0.1:3000/blog-single/storing-peptides-in-the-lab');
  });

  it('given an unknown slug / it answers 404 without caching, for No post found.', async () => {
    const { data, cacheControl, status } = await load('no-such-post');
    expect(status).toBe(404);
    expect(cacheControl).toBe('no-store');
    expect(data.post).toBeNull();
  });

  it('given digits / it reads them as a slug, not as a database id', async () => {
    const { status } = await load('2001');
    expect(status).toBe(404);
  });
});
