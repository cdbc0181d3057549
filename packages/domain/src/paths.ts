/**
 * The path of a product's page, the one place it is built.
 *
 * @param slug - the product's slug
 * @returns `/product/{slug}`, the slug URL-encoded
 */
export function productPath(slug: string | null | undefined): string {
  return `/product/${encodeURIComponent(slug ?? '')}`;
}
