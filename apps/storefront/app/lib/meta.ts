import type { MetaDescriptor } from 'react-router';

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
