import { catalogPageCount, catalogQuery, catalogQuerySearch, MESSAGES } from '@peptide/domain';
import {
  ActiveFilters,
  Banner,
  CategorySidebar,
  type Crumb,
  FilterPanel,
  Pagination,
  type ProductCardProduct,
  type SidebarCategory,
} from '@peptide/ui';
import { type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { Await, useNavigate } from 'react-router';
import type { ProductFacets } from '../lib/catalogue.server';
import type { ListingPosition } from '../lib/catalogue-listing.server';
import { activeFilterChips, filterPanelData } from '../lib/catalogueFilters';
import type { Loaded, Pending } from '../lib/loaded';
import { GRID_SKELETON_COUNT } from '../shopConfig';
import { type ApplyFilters, CatalogueToolbar, HydratedFilters } from './CatalogueToolbar';
import * as styles from './CatalogueView.css';
import { HydrationSlice } from './HydrationSlice';
import { ProductList } from './ProductList';
import { RetryWhileFailed } from './RetryWhileFailed';

export interface CatalogueViewProps {
  title: string;
  crumbs: readonly Crumb[];
  /** The sidebar's categories, already ordered; failed shows `Error loading categories`. */
  categories: Loaded<SidebarCategory[]>;
  /** The page's own sidebar entry. */
  currentHref: string;
  products: Pending<ProductCardProduct[]>;
  /**
   * A filtered, sorted, paged listing's position with its number of products and the filter
   * panel's counts; none for a fixed list.
   */
  listing?: { position: ListingPosition; total: Pending<number>; facets: Loaded<ProductFacets> };
  /** Shown between the banner and the listing (the search page's form). */
  intro?: ReactNode;
  /** Shown after the listing (the search page's posts). */
  children?: ReactNode;
}

/** The path of a page of the listing under its filters and in its order. */
function pathOf(position: ListingPosition, page: number): string {
  return `${position.basePath}${catalogQuerySearch({ ...position.query, page })}`;
}

/**
 * The shop and category pages: banner, category sidebar, filters (a sidebar box from lg, a
 * drawer below), active-filter chips, sort menu, product grid and pages.
 */
export function CatalogueView({
  title,
  crumbs,
  categories,
  currentHref,
  products,
  listing,
  intro,
  children,
}: CatalogueViewProps) {
  const productsHeading = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const path = listing?.position.path;
  const panel = listing ? filterPanelData(listing.position, listing.facets, categories) : null;
  const chips = listing && panel ? activeFilterChips(listing.position, panel) : null;
  // A filter changed with the scripts running: the listing's first page under the new filters,
  // in the same order, read from the form's parameters as the server would read the URL.
  const applyFilters: ApplyFilters = (params) => {
    if (!listing) return;
    const search = new URLSearchParams(params);
    const { sort, search: text } = listing.position.query;
    const next = { ...catalogQuery(search), search: text, sort, page: 1 };
    navigate(`${listing.position.basePath}${catalogQuerySearch(next)}`, {
      preventScrollReset: true,
    });
  };
  const shownPath = useRef(path);
  // A page link leaves the view with the new page: focus goes to the top of the new products
  // (the sort menu keeps its focus, as it stays in place).
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav')) {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'start' });
    }
  }, [path]);
  return (
    <>
      <Banner title={title} crumbs={crumbs} />
      {intro}
      {categories.ok ? null : <RetryWhileFailed />}
      <div className={styles.layout}>
        <HydrationSlice>
          <aside className={styles.sidebar}>
            <CategorySidebar
              categories={categories.ok ? categories.value : []}
              error={!categories.ok}
              currentHref={currentHref}
            />
            {panel ? (
              <HydratedFilters panel={panel} onFiltersChange={applyFilters}>
                <FilterPanel.Sidebar />
              </HydratedFilters>
            ) : null}
          </aside>
        </HydrationSlice>
        <section className={styles.products} aria-labelledby={productsHeading}>
          <h2 id={productsHeading} ref={heading} tabIndex={-1} className={styles.hiddenHeading}>
            Products
          </h2>
          {listing ? (
            <CatalogueToolbar
              position={listing.position}
              total={listing.total}
              panel={panel}
              onFiltersChange={applyFilters}
            />
          ) : null}
          {chips ? <ActiveFilters chips={chips.chips} clearHref={chips.clearHref} /> : null}
          <HydrationSlice>
            <ProductList
              products={products}
              label={title}
              skeletonCount={GRID_SKELETON_COUNT}
              origin="other"
              firstImagePriority
            />
          </HydrationSlice>
          {listing ? (
            <Suspense fallback={null}>
              <Await resolve={listing.total}>
                {(total: Loaded<number>) =>
                  total.ok ? (
                    <Pagination
                      page={listing.position.page}
                      pageCount={catalogPageCount(total.value)}
                      hrefOf={(page) => pathOf(listing.position, page)}
                      label={MESSAGES.paginationLabel}
                      previousLabel={MESSAGES.previousPage}
                      nextLabel={MESSAGES.nextPage}
                      pageLabel={MESSAGES.pageLink}
                    />
                  ) : null
                }
              </Await>
            </Suspense>
          ) : null}
        </section>
      </div>
      {children}
    </>
  );
}
