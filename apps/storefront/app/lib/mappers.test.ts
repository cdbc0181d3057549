import {
  createServerClient,
  GetCoaPostsDocument,
  GetPostsDocument,
  GetProductCategoriesDocument,
  GetProductsDocument,
} from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../test/commerceServer';
import { query } from './commerce.server';
import {
  plainText,
  toCoaCard,
  toPostCard,
  toProductCard,
  toSearchResult,
  toSidebarCategories,
} from './mappers';

const commerce = commerceServerPerFile();
const client = () => createServerClient({ endpoint: commerce.endpoint });

async function productNamed(name: string) {
  const { products } = await query(client(), GetProductsDocument, { first: 100 });
  const product = products?.nodes?.find((node) => node?.name === name);
  if (!product) throw new Error(`the seed has no ${name}`);
  return product;
}

describe('toProductCard, on the seeded catalogue', () => {
  it('given a simple product in stock / it links to its page and offers Add to cart', async () => {
    const product = await productNamed('BPC-157 5mg');
    expect(toProductCard(product)).toEqual({
      id: String(product.databaseId),
      name: 'BPC-157 5mg',
      href: '/product/bpc-157-5mg',
      image: product.image?.sourceUrl,
      price: 45,
      regularPrice: null,
      priceRange: null,
      inStock: true,
      type: 'simple',
    });
  });

  it('given a simple product on sale / it shows the regular price beside the sale price', async () => {
    const card = toProductCard(await productNamed('TB-500 5mg'));
    expect([card.price, card.regularPrice]).toEqual([49.5, 55]);
  });

  it('given a variable product / it is a Select Options card with its price range', async () => {
    const card = toProductCard(await productNamed('Tesamorelin'));
    expect(card.type).toBe('variable');
    expect(card.priceRange).toEqual({ min: 85, max: 280 });
    expect(card.price).toBe(85);
    expect(card.regularPrice).toBeNull();
  });

  it('given a product out of stock / it is not in stock', async () => {
    expect(toProductCard(await productNamed('GHK-Cu 50mg')).inStock).toBe(false);
  });

  it('given a product / its search result has the card name, page, image and lowest price', async () => {
    const product = await productNamed('Retatrutide');
    expect(toSearchResult(product)).toEqual({
      id: String(product.databaseId),
      name: 'Retatrutide',
      href: '/product/retatrutide',
      image: product.image?.sourceUrl,
      price: 120,
    });
  });
});

describe('toSidebarCategories, on the seeded categories', () => {
  it('given the backend order / it lists them reversed with counts and category pages', async () => {
    const { productCategories } = await query(client(), GetProductCategoriesDocument, {
      first: 100,
    });
    const nodes = (productCategories?.edges ?? []).flatMap((edge) =>
      edge?.node ? [edge.node] : [],
    );
    const sidebar = toSidebarCategories(nodes);
    expect(sidebar.map((category) => category.name)).toEqual(
      nodes.map((node) => node.name).reverse(),
    );
    expect(sidebar).toContainEqual({
      name: 'BAC Water',
      href: '/product-category/bac-water',
      count: 5,
    });
  });

  it('given a category named All Products / it leaves it out (the sidebar adds its own)', () => {
    const nodes = [
      { id: 'a', databaseId: 1, name: 'All Products', slug: 'all', count: 3 },
      { id: 'b', databaseId: 2, name: 'Powders', slug: null, count: 2 },
    ];
    expect(toSidebarCategories(nodes)).toEqual([
      { name: 'Powders', href: '/product-category/powders', count: 2 },
    ]);
  });
});

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

describe('plainText', () => {
  it('given HTML with entities / it answers the text', () => {
    expect(plainText('<p>Peptides &amp; powders&hellip;</p>\n<p>Stored&nbsp;cold</p>')).toBe(
      'Peptides & powders… Stored cold',
    );
  });
});
