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
import { RESULTS_ID, resultsAction } from './catalogueResults';
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
 * The shop and category pages: banner (compact on phones), category sidebar, filters (a sidebar
 * box from lg, a drawer below), active-filter chips, sort menu, product grid and pages. Below lg
 * the categories follow the grid, so the products start on a phone's first screen.
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
  const results = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const path = listing?.position.path;
  const listed = listing ? filterPanelData(listing.position, listing.facets, categories) : null;
  const panel = listed ? { ...listed, action: resultsAction(listed.action) } : null;
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
  // A new page, filter or order shows the new products from their top, below the sticky header
  // (the page's scroll padding). A page link leaves the view with the new page: focus goes to
  // the top of the new products (the sort menu and the filters keep their focus).
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav')) {
      heading.current?.focus({ preventScroll: true });
    }
    const top = results.current?.getBoundingClientRect().top;
    if (top == null) return;
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    window.scrollTo({ top: top + window.scrollY - (padding || 0) });
  }, [path]);
  const categoryBox = (
    <CategorySidebar
      categories={categories.ok ? categories.value : []}
      error={!categories.ok}
      currentHref={currentHref}
    />
  );
  return (
    <>
      <Banner title={title} crumbs={crumbs} compact />
      {intro}
      {categories.ok ? null : <RetryWhileFailed />}
      <div className={styles.layout}>
        <HydrationSlice>
          <aside className={styles.sidebar}>
            {categoryBox}
            {panel ? (
              <HydratedFilters panel={panel} onFiltersChange={applyFilters}>
                <FilterPanel.Sidebar />
              </HydratedFilters>
            ) : null}
          </aside>
        </HydrationSlice>
        <section
          id={RESULTS_ID}
          ref={results}
          className={styles.products}
          aria-labelledby={productsHeading}
        >
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
        <div className={styles.categoriesAfter}>{categoryBox}</div>
      </div>
      {children}
    </>
  );
}
