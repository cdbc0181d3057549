import { INSURANCE_PRODUCT_NAME } from '@peptide/domain';
import {
  GetPostsDocument,
  GetProductBySlugDocument,
  GetProductsDocument,
  stockOf,
} from '@peptide/sdk';
import { graphql } from '@peptide/test-support/client';

/** The seeded catalogue entries the bench measures. */
export interface BenchCatalogue {
  /** A variable product (its page has the variation picker). */
  variableSlug: string;
  /** An in-stock simple product: the cart flow adds it. */
  simple: { slug: string; databaseId: number; name: string };
  /** A blog post. */
  postSlug: string;
  /** Products to navigate through (heap and route-change measurements). */
  productSlugs: string[];
  /** Every image URL the catalogue names (warmed once). */
  imageUrls: string[];
}

/**
 * Picks the products and post the bench measures from the seeded catalogue.
 *
 * @param graphqlUrl - the commerce server's endpoint
 * @returns slugs, the simple product for the cart flow, and every image URL
 */
export async function readCatalogue(graphqlUrl: string): Promise<BenchCatalogue> {
  const { data } = await graphql(graphqlUrl, GetProductsDocument, { first: 100 });
  // The shipping insurance is a checkout option with no page of its own (a 404).
  const products = (data.products?.nodes ?? []).flatMap((product) =>
    product && product.name !== INSURANCE_PRODUCT_NAME ? [product] : [],
  );
  const variable = products.find((product) => product.type === 'VARIABLE');
  const simple = products.find(
    (product) =>
      product.type === 'SIMPLE' &&
      stockOf(product).stockStatus === 'IN_STOCK' &&
      (stockOf(product).stockQuantity === null || (stockOf(product).stockQuantity ?? 0) > 100),
  );
  const { data: posts } = await graphql(graphqlUrl, GetPostsDocument, { first: 1 });
  const post = posts.posts?.edges?.[0]?.node;
  if (!variable?.slug || !simple?.slug || !post?.slug) {
    throw new Error('the seeded catalogue lacks a variable product, a simple product or a post');
  }
  const { data: variableProduct } = await graphql(graphqlUrl, GetProductBySlugDocument, {
    slug: variable.slug,
  });
  const imageUrls = new Set<string>();
  for (const product of products) {
    if (product.image?.sourceUrl) imageUrls.add(product.image.sourceUrl);
  }
  const detail = variableProduct.product;
  const variations = detail && 'variations' in detail ? (detail.variations?.nodes ?? []) : [];
  for (const variation of variations) {
    if (variation?.image?.sourceUrl) imageUrls.add(variation.image.sourceUrl);
  }
  return {
    variableSlug: variable.slug,
    simple: { slug: simple.slug, databaseId: simple.databaseId, name: simple.name ?? simple.slug },
    postSlug: post.slug,
    productSlugs: products.flatMap((product) => (product.slug ? [product.slug] : [])),
    imageUrls: [...imageUrls],
  };
}
