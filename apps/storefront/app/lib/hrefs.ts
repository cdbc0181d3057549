import { categorySlug, productPath } from '@peptide/domain';

/**
 * The product page of a product.
 *
 * @param slug - the product's slug
 * @returns `/product/{slug}`, as the domain's `productPath` builds it
 */
export const productHref = productPath;

/**
 * The category page of a category.
 *
 * @param category - its slug, or its name when the backend gave no slug
 * @returns `/product-category/{slug}`
 */
export function categoryHref(category: { slug?: string | null; name?: string | null }): string {
  return `/product-category/${encodeURIComponent(category.slug || categorySlug(category.name ?? ''))}`;
}

/**
 * The page of a blog post.
 *
 * @param post - its slug, or its database id when the backend gave no slug
 * @returns `/blog-single/{slug or id}`
 */
export function postHref(post: { slug?: string | null; databaseId: number }): string {
  return `/blog-single/${encodeURIComponent(post.slug ?? String(post.databaseId))}`;
}
