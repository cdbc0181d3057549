import type { MetaDescriptor } from 'react-router';

/** The shop's name, as the header and footer show it. */
export const BRAND_NAME = 'Peptide Lab';

/**
 * A page's title and description tags.
 *
 * @param title - the page's own title; the shop's name follows it
 * @param description - one or two sentences for search results
 * @returns the meta descriptors of a route's `meta` export
 */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${BRAND_NAME}` }, { name: 'description', content: description }];
}
