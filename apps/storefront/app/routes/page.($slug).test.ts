import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './page.($slug)';

commerceServerPerFile();

async function load(slug?: string) {
  const path = slug ? `/page/${slug}` : '/page';
  const answer = await loader(loaderArgs(path, slug ? { slug } : {}));
  return { ...unwrap(answer), status: answer.init?.status ?? 200 };
}

describe('page loader', () => {
  it('given a slug / it answers the page with its sanitised HTML, without the repeated title', async () => {
    const { data, cacheControl, status } = await load('refund-policy');
    expect(status).toBe(200);
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.page?.title).toBe('Refund Policy');
    expect(data.page?.content).toContain('15% restocking fee');
    expect(data.page?.content).not.toMatch(/^<h1>/);
    expect(data.canonical).toBe('http://127.0.0.1:3000/page/refund-policy');
  });

  it('given no slug / it answers the home page', async () => {
    const { data } = await load();
    expect(data.page?.title).toBe('Home');
    expect(data.page?.content).toContain('<h2>Third-party tested</h2>');
  });

  it('given a slug that names no page / it answers 404 without caching', async () => {
    const { data, cacheControl, status } = await load('no-such-page');
    expect(status).toBe(404);
    expect(cacheControl).toBe('no-store');
    expect(data.page).toBeNull();
  });

  it('given the backend is down / it answers 503 with the message, not cached', async () => {
    const endpoint = process.env.COMMERCE_GRAPHQL_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    try {
      const { data, cacheControl, status } = await load('privacy-policy');
      expect(status).toBe(503);
      expect(cacheControl).toBe('no-store');
      expect(data.error).toBeTruthy();
    } finally {
      process.env.COMMERCE_GRAPHQL_URL = endpoint;
    }
  });
});
