import { describe, expect, it } from 'vitest';
import {
  GetCoaCategoriesDocument,
  GetCoaPostsDocument,
  GetPageByUriDocument,
  GetPostByIdDocument,
  GetPostBySlugDocument,
  GetPostsDocument,
  SearchPostsDocument,
} from '../generated/graphql';
import { commerceServerPerFile } from '../testing/commerceServer';
import { dataOf } from '../testing/results';

const server = commerceServerPerFile();

async function firstPost() {
  const { client } = server.shopper();
  const data = dataOf(await client.query(GetPostsDocument, {}).toPromise());
  const post = data.posts?.edges?.[0]?.node;
  if (!post) throw new Error('the seed has no posts');
  return post;
}

describe('content operations against the commerce server', () => {
  it('GetPosts lists posts with title, slug, date and excerpt', async () => {
    const post = await firstPost();
    expect(post.title).toBeTruthy();
    expect(post.slug).toBeTruthy();
    expect(post.date).toBeTruthy();
    expect(post.excerpt).toBeTruthy();
  });

  it('GetPostBySlug gives the post with its HTML body and author', async () => {
    const post = await firstPost();
    const { client } = server.shopper();
    const data = dataOf(
      await client.query(GetPostBySlugDocument, { slug: post.slug ?? '' }).toPromise(),
    );
    expect(data.post?.title).toBe(post.title);
    expect(data.post?.content).toMatch(/<h[1-3]/);
    expect(data.post?.author?.node?.firstName ?? data.post?.author?.node?.name).toBeTruthy();
  });

  it('GetPostById gives the same post by its database id', async () => {
    const post = await firstPost();
    const { client } = server.shopper();
    const data = dataOf(
      await client.query(GetPostByIdDocument, { id: String(post.databaseId) }).toPromise(),
    );
    expect(data.post?.slug).toBe(post.slug);
    expect(data.post?.content).toBeTruthy();
  });

  it('SearchPosts finds a post by a word of its title, and nothing for gibberish', async () => {
    const post = await firstPost();
    const word = (post.title ?? '').split(/\s+/).find((part) => part.length > 3) ?? '';
    const { client } = server.shopper();
    const found = dataOf(await client.query(SearchPostsDocument, { search: word }).toPromise());
    expect(found.posts?.nodes?.map((node) => node?.slug)).toContain(post.slug);
    const none = dataOf(
      await client.query(SearchPostsDocument, { search: 'zzqqxxnothing' }).toPromise(),
    );
    expect(none.posts?.nodes ?? []).toEqual([]);
  });

  it.each(['privacy-policy', '/terms-conditions/', 'home'])(
    'GetPageByUri gives the page at %s',
    async (uri) => {
      const { client } = server.shopper();
      const data = dataOf(await client.query(GetPageByUriDocument, { uri }).toPromise());
      expect(data.page?.databaseId).toBeGreaterThan(0);
      expect(data.page?.title).toBeTruthy();
      expect(data.page?.content).toBeTruthy();
    },
  );

  it('GetCoaPosts lists COA entries with their lab URL and categories', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetCoaPostsDocument, {}).toPromise());
    const coas = data.coas?.nodes ?? [];
    expect(coas.length).toBeGreaterThan(0);
    for (const coa of coas) {
      expect(coa?.title).toBeTruthy();
      expect(coa?.coaFields?.coaUrl).toMatch(/^https?:\/\//);
    }
    expect(coas.some((coa) => (coa?.coaCategories?.nodes?.length ?? 0) > 0)).toBe(true);
  });

  it('GetCoaCategories gives categories whose counts match the COA list', async () => {
    const { client } = server.shopper();
    const categories = dataOf(await client.query(GetCoaCategoriesDocument, {}).toPromise());
    const coas = dataOf(await client.query(GetCoaPostsDocument, {}).toPromise());
    const nodes = categories.coaCategories?.nodes ?? [];
    expect(nodes.length).toBeGreaterThan(0);
    for (const category of nodes) {
      const inCategory = (coas.coas?.nodes ?? []).filter((coa) =>
        coa?.coaCategories?.nodes?.some((entry) => entry?.slug === category?.slug),
      );
      expect(category?.count).toBe(inCategory.length);
    }
  });
});
