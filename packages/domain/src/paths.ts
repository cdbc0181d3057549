/**
 * The path of a product's page, the one place it is built.
 *
 * @param slug - the product's slug
 * @returns `/product/{slug}`, the slug URL-encoded
 */
export function productPath(slug: string | null | undefined): string {
  return `/product/${encodeURIComponent(slug ?? '')}`;
}

/** The image of a cart line whose product has none, served by the storefront. */
export const PLACEHOLDER_IMAGE_PATH = '/placeholder.svg';
