import type { ProductCategory } from '../model/models';
import { type AttributeTerm, CATEGORY_TAXONOMY } from '../model/terms';

/** A term of any of the shop's taxonomies: a product category or a global attribute's term. */
export type Term = ProductCategory | AttributeTerm;

/** The taxonomy a term belongs to (`product_cat`, `pa_size`). */
export const taxonomyOf = (term: Term): string =>
  'taxonomy' in term ? term.taxonomy : CATEGORY_TAXONOMY;

/** WordPress's term query, as WPGraphQL's term connections take it (the shop's part of it). */
export interface TermQuery {
  /** Only terms of these taxonomies; every taxonomy when absent. */
  taxonomies?: readonly string[] | null;
  hideEmpty?: boolean | null;
  include?: readonly number[] | null;
  exclude?: readonly number[] | null;
  slug?: readonly (string | null)[] | null;
  name?: readonly (string | null)[] | null;
  nameLike?: string | null;
  descriptionLike?: string | null;
  search?: string | null;
  orderby?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/**
 * The where-arguments of a term connection this shop answers. The shop's terms have no parents
 * (`parent`, `childOf`, `excludeTree` are refused), and `cacheDomain`, `updateTermMetaCache`,
 * `padCounts`, `hierarchical` and `childless` do not change a flat list's answer.
 */
export const TERM_QUERY_ARGUMENTS: ReadonlySet<string> = new Set([
  'taxonomies',
  'hideEmpty',
  'include',
  'exclude',
  'slug',
  'name',
  'nameLike',
  'descriptionLike',
  'search',
  'orderby',
  'order',
  'cacheDomain',
  'updateTermMetaCache',
  'padCounts',
  'hierarchical',
  'childless',
]);

type Compare = (a: Term, b: Term) => number;

const byText =
  (text: (term: Term) => string): Compare =>
  (a, b) =>
    text(a).localeCompare(text(b));

/** How each `orderby` of the term connections sorts; TERM_GROUP is 0 for every term here. */
const ORDERS: Record<string, Compare> = {
  NAME: byText((term) => term.name),
  SLUG: byText((term) => term.slug),
  DESCRIPTION: byText((term) => term.description),
  COUNT: (a, b) => a.count - b.count,
  TERM_ID: (a, b) => a.databaseId - b.databaseId,
  TERM_GROUP: () => 0,
  TERM_ORDER: (a, b) => a.menuOrder - b.menuOrder,
  MENU_ORDER: (a, b) => a.menuOrder - b.menuOrder,
};

/**
 * Filters and sorts terms as WordPress's term query does.
 *
 * @param terms - the terms, each taxonomy's in menu order
 * @param query - the query
 * @returns the matching terms: by the ordering asked for, else each taxonomy's in menu order
 *   (WooCommerce's default for categories and attributes)
 */
export function queryTerms(terms: readonly Term[], query: TermQuery): Term[] {
  const slugs = query.slug?.filter((slug) => slug != null);
  const names = query.name?.filter((name) => name != null);
  const like = query.nameLike?.toLowerCase();
  const describedLike = query.descriptionLike?.toLowerCase();
  const search = query.search?.toLowerCase();
  const found = terms.filter(
    (term) =>
      (!query.taxonomies || query.taxonomies.includes(taxonomyOf(term))) &&
      (!query.hideEmpty || term.count > 0) &&
      (!query.include || query.include.includes(term.databaseId)) &&
      !query.exclude?.includes(term.databaseId) &&
      (!slugs || slugs.includes(term.slug)) &&
      (!names || names.includes(term.name)) &&
      (!like || term.name.toLowerCase().includes(like)) &&
      (!describedLike || term.description.toLowerCase().includes(describedLike)) &&
      (!search || term.name.toLowerCase().includes(search) || term.slug.includes(search)),
  );
  const compare = query.orderby ? ORDERS[query.orderby] : undefined;
  if (!compare) return found;
  const direction = query.order === 'DESC' ? -1 : 1;
  return found.sort((a, b) => direction * compare(a, b) || a.databaseId - b.databaseId);
}
