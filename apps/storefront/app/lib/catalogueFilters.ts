import {
  activeCatalogFilters,
  CATALOG_SEARCH_PARAM,
  type CatalogFilterKey,
  type CatalogQuery,
  catalogQuerySearch,
  formatEuro,
  MESSAGES,
  withoutCatalogFilter,
  withoutCatalogFilters,
} from '@peptide/domain';
import type { ActiveFilterChip, FilterFormProps, SidebarCategory } from '@peptide/ui';
import type { ProductFacets } from './catalogue.server';
import type { ListingPosition } from './catalogue-listing.server';
import { categoryHref } from './hrefs';
import type { Loaded } from './loaded';

const CATEGORY_PATH = /^\/product-category\/([^/?#]+)$/;

/** The slug of a category page's path, none for a listing that is not a category's. */
function categorySlugOf(href: string): string | null {
  const match = CATEGORY_PATH.exec(href);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The filter panel's data: its choices with their counts, and how many filters are in force. */
export type FilterPanelData = Omit<FilterFormProps, 'enhanced' | 'onFiltersChange'> & {
  activeCount: number;
};

/**
 * The filter panel of a listing: the shop offers its categories (those of the sidebar, in its
 * order), a category's own page offers none; each choice carries the backend's count.
 *
 * @param position - the listing's filters and paths
 * @param facets - the backend's counts; a failure shows the choices without counts
 * @param categories - the sidebar's categories, which decide the categories offered
 * @returns the panel's props
 */
export function filterPanelData(
  position: ListingPosition,
  facets: Loaded<ProductFacets>,
  categories: Loaded<readonly SidebarCategory[]>,
): FilterPanelData {
  const { query } = position;
  const counts = facets.ok ? facets.value : null;
  const offered: { slug: string; name: string; count: number | null }[] = position.inCategory
    ? []
    : categories.ok
      ? categories.value.flatMap(
          (category): { slug: string; name: string; count: number | null }[] => {
            if (!counts) {
              const slug = categorySlugOf(category.href);
              return slug ? [{ slug, name: category.name, count: null }] : [];
            }
            const facet = counts.categories.find(
              (candidate) => categoryHref({ slug: candidate.slug }) === category.href,
            );
            return facet ? [{ slug: facet.slug, name: category.name, count: facet.count }] : [];
          },
        )
      : (counts?.categories ?? []).filter(
          (facet) => facet.count > 0 || query.categories.includes(facet.slug),
        );
  return {
    action: position.basePath,
    categories: offered.map((category) => ({
      value: category.slug,
      label: category.name,
      count: category.count,
      checked: query.categories.includes(category.slug),
    })),
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    priceBounds:
      counts && counts.minPrice != null && counts.maxPrice != null
        ? { min: Math.floor(counts.minPrice), max: Math.ceil(counts.maxPrice) }
        : null,
    inStock: { checked: query.inStock, count: counts?.inStockCount ?? null },
    onSale: { checked: query.onSale, count: counts?.onSaleCount ?? null },
    // The form replaces the whole query when sent without scripts: the search and the order
    // ride along as hidden fields, so filtering a search's results keeps the search.
    keep: [
      ...(query.search ? [{ name: CATALOG_SEARCH_PARAM, value: query.search }] : []),
      ...(query.sort.orderby ? [{ name: 'orderby', value: query.sort.orderby }] : []),
      ...(query.sort.order ? [{ name: 'order', value: query.sort.order }] : []),
    ],
    activeCount: activeCatalogFilters(query).length,
  };
}

/** What a chip says for one filter in force. */
function chipLabel(key: CatalogFilterKey, query: CatalogQuery, names: Map<string, string>): string {
  switch (key.kind) {
    case 'category':
      return names.get(key.slug) ?? key.slug;
    case 'minPrice':
      return MESSAGES.filterPriceFrom(formatEuro(query.minPrice ?? 0));
    case 'maxPrice':
      return MESSAGES.filterPriceUpTo(formatEuro(query.maxPrice ?? 0));
    case 'inStock':
      return MESSAGES.filterInStock;
    case 'onSale':
      return MESSAGES.filterOnSale;
  }
}

/**
 * The active-filter chips of a listing, each linking to the listing without its filter (first
 * page, order kept), and the `Clear all` link.
 *
 * @param position - the listing's filters and paths
 * @param panel - the panel's data, for the categories' names
 * @returns the chips and the link without any filter
 */
export function activeFilterChips(
  position: ListingPosition,
  panel: FilterPanelData,
): { chips: ActiveFilterChip[]; clearHref: string } {
  const { query, basePath } = position;
  const names = new Map(panel.categories.map((choice) => [choice.value, choice.label]));
  return {
    chips: activeCatalogFilters(query).map((key) => ({
      key: key.kind === 'category' ? `category=${key.slug}` : key.kind,
      label: chipLabel(key, query, names),
      href: `${basePath}${catalogQuerySearch(withoutCatalogFilter(query, key))}`,
    })),
    clearHref: `${basePath}${catalogQuerySearch(withoutCatalogFilters(query))}`,
  };
}
