import { createServerClient, GetCoaPostsDocument, GetPostsDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { query } from './commerce.server';
import { toCoaCard, toPostCard } from './contentMappers';

const commerce = commerceServerPerFile();
const client = () => createServerClient({ endpoint: commerce.endpoint });

describe('toPostCard and toCoaCard, on the seeded content', () => {
  it('given a post / its card links to /blog-single/{slug} with a plain-text excerpt', async () => {
    const { posts } = await query(client(), GetPostsDocument, { first: 100 });
    const post = posts?.edges?.[0]?.node;
    if (!post) throw new Error('the seed has no post');
    const card = toPostCard(post);
    expect(card.href).toBe(`/blog-single/${post.slug}`);
    expect(card.title).toBe(post.title);
    expect(card.image).toBe(post.featuredImage?.node?.sourceUrl);
    expect(card.excerpt).not.toMatch(/[<>]/);
  });

  it('given a COA / its card links to the lab page', async () => {
    const { coas } = await query(client(), GetCoaPostsDocument, { first: 1000 });
    const coa = coas?.nodes?.[0];
    if (!coa) throw new Error('the seed has no COA');
    expect(toCoaCard(coa)).toEqual({
      title: coa.title,
      image: coa.featuredImage?.node?.sourceUrl,
      href: coa.coaFields?.coaUrl,
    });
    expect(toCoaCard(coa).href).toMatch(/^https:\/\//);
  });
});
