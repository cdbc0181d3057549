import { catalogQuerySearch } from '@peptide/domain';
import type { MetaDescriptor } from 'react-router';
import type { ListingPosition } from './catalogue-listing.server';

/** The shop's name, as the header and footer show it. */
export const BRAND_NAME = 'Peptide Lab';

/**
 * A page's title, description and canonical link.
 *
 * @param title - the page's own title; the shop's name follows it
 * @param description - one or two sentences for search results
 * @param canonical - the page's absolute URL, when known
 * @returns the meta descriptors of a route's `meta` export
 */
export function pageMeta(title: string, description: string, canonical?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: `${title} | ${BRAND_NAME}` },
    { name: 'description', content: description },
  ];
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  return tags;
}

/**
 * The meta of a shop or category listing page: its canonical URL (the filters, order and page
 * in one fixed order, so no order of parameters makes another URL), `prev` and `next` links to
 * the neighbouring pages, and `noindex` on orders other than the default and on filtered lists
 * (they list the default pages' products again; their links are still followed).
 *
 * @param title - the page's own title
 * @param description - one or two sentences for search results
 * @param siteUrl - the storefront's absolute URL, without a trailing slash
 * @param position - the listing's order and page
 * @returns the meta descriptors of the route's `meta` export
 */
export function listingMeta(
  title: string,
  description: string,
  siteUrl: string,
  position: ListingPosition,
): MetaDescriptor[] {
  const pageTitle = position.page > 1 ? `${title} - Page ${position.page}` : title;
  const tags = pageMeta(pageTitle, description, `${siteUrl}${position.path}`);
  const pageUrl = (page: number) =>
    `${siteUrl}${position.basePath}${catalogQuerySearch({ ...position.query, page })}`;
  if (position.page > 1)
    tags.push({ tagName: 'link', rel: 'prev', href: pageUrl(position.page - 1) });
  if (position.pageCount != null && position.page < position.pageCount) {
    tags.push({ tagName: 'link', rel: 'next', href: pageUrl(position.page + 1) });
  }
  if (position.sorted || position.filtered)
    tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
