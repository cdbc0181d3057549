import type { BenchCatalogue } from './catalogue';

/** A page the browser measurements open. */
export interface BenchPage {
  /** Short name for tables: home, shop, shop-filtered, product, post. */
  name: string;
  /** Path on the storefront, with the query for a filtered listing. */
  path: string;
}

/**
 * The shop filtered as a shopper filters it: one category, in stock only (the listing's
 * canonical query, so the storefront answers it without a redirect).
 */
export const FILTERED_SHOP_PATH = '/shop?category=peptides&stock=instock';

/**
 * Pages the storefront keeps out of search engines on purpose (a filtered listing is `noindex`),
 * which Lighthouse's SEO score counts against them; the SEO budget line leaves them out.
 */
export const NOT_INDEXED_PAGES: ReadonlySet<string> = new Set(['shop-filtered']);

/**
 * The pages of the issues: home, shop, the shop with a filter applied, a variable product and a
 * blog post.
 *
 * @param catalogue - the seeded entries picked for the bench
 * @returns the pages in report order
 */
export function benchPages(catalogue: BenchCatalogue): BenchPage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/shop' },
    { name: 'shop-filtered', path: FILTERED_SHOP_PATH },
    { name: 'product', path: `/product/${catalogue.variableSlug}` },
    { name: 'post', path: `/blog-single/${catalogue.postSlug}` },
  ];
}
