import type { BenchCatalogue } from './catalogue';

/** A page the browser measurements open. */
export interface BenchPage {
  /** Short name for tables: home, shop, product, post. */
  name: string;
  /** Path on the storefront. */
  path: string;
}

/**
 * The four pages of the issue: home, shop, a variable product and a blog post.
 *
 * @param catalogue - the seeded entries picked for the bench
 * @returns the pages in report order
 */
export function benchPages(catalogue: BenchCatalogue): BenchPage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/shop' },
    { name: 'product', path: `/product/${catalogue.variableSlug}` },
    { name: 'post', path: `/blog-single/${catalogue.postSlug}` },
  ];
}
