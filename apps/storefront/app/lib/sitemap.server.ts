import { listedCategories } from '@peptide/domain';
import { GetPostsDocument, GetProductsDocument } from '@peptide/sdk';
import { UNLISTED_PRODUCT_IDS } from '../shopConfig';
import { loadCategories } from './catalogue.server';
import { type CommerceClient, query } from './commerce.server';
import { categoryHref, postHref, productHref } from './hrefs';
import type { ShopFeatures } from './shopFeatures';
import { CacheLong, CacheShort } from './swrCache.server';

/** The pages every sitemap lists, whatever the catalogue holds. */
export const STATIC_PATHS = [
  '/',
  '/shop',
  '/product-category/best-sellers',
  '/coas',
  '/blog',
  '/faqs',
  '/how-to-pay',
  '/contact',
  '/about',
  '/terms-conditions',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
] as const;

/** Paths that hold per-shopper pages or server routes, kept out of search engines. */
export const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/my-account',
  '/my-orders',
  '/auth',
  '/order-summary/',
  '/thank-you',
  '/lost-password',
  '/reset-password',
] as const;

/**
 * The paths of the sitemap: the fixed pages the backend serves (the COA library only where it
 * has one), each category with products, each product (not the shipping insurance) and each post.
 *
 * @param client - the request's client
 * @param features - what the backend offers (a stock backend has no COA library)
 * @returns site-relative paths
 * @throws when the catalogue or the posts cannot be read, so no partial sitemap is served
 */
export async function sitemapPaths(
  client: CommerceClient,
  features: Pick<ShopFeatures, 'coaLibrary'>,
): Promise<string[]> {
  const [categories, { products }, { posts }] = await Promise.all([
    loadCategories(client),
    query(
      client,
      GetProductsDocument,
      { first: 100, exclude: [...UNLISTED_PRODUCT_IDS] },
      CacheShort(),
    ),
    query(client, GetPostsDocument, { first: 100 }, CacheLong()),
  ]);
  const productNodes = (products?.nodes ?? []).flatMap((node) => (node ? [node] : []));
  const postNodes = (posts?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return [
    ...STATIC_PATHS.filter((path) => features.coaLibrary || path !== '/coas'),
    ...listedCategories(categories).map(categoryHref),
    ...productNodes.map((product) => productHref(product.slug)),
    ...postNodes.map(postHref),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * A sitemap document (sitemaps.org 0.9).
 *
 * @param origin - the storefront's public URL, without a trailing slash
 * @param paths - site-relative paths
 * @returns the XML
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${`${origin}${path}`.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The robots.txt: everything but per-shopper pages, with the sitemap's address.
 *
 * @param origin - the storefront's public URL, without a trailing slash
 * @returns the text
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
