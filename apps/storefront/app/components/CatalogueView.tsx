import { CATALOG_SORTS, catalogPageCount, catalogSearch, LIMITS, MESSAGES } from '@peptide/domain';
import {
  Banner,
  CategorySidebar,
  type Crumb,
  Pagination,
  type ProductCardProduct,
  type SidebarCategory,
  SortSelect,
} from '@peptide/ui';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Await, useNavigate } from 'react-router';
import type { ListingPosition } from '../lib/catalogue-listing.server';
import type { Loaded, Pending } from '../lib/loaded';
import { GRID_SKELETON_COUNT } from '../shopConfig';
import * as styles from './CatalogueView.css';
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
  /** A sorted, paged listing's order and page with its number of products; none for a fixed list. */
  listing?: { position: ListingPosition; total: Pending<number> };
}

const SORT_OPTIONS = CATALOG_SORTS.map((sort) => ({ value: sort.key, label: sort.label }));

/** The path of a page of the listing in its order. */
function pathOf(position: ListingPosition, page: number): string {
  const sort = CATALOG_SORTS.find((candidate) => candidate.key === position.sortKey);
  return `${position.basePath}${sort ? catalogSearch(sort, page) : ''}`;
}

/** The shop and category pages: banner, category sidebar, sort menu, product grid and pages. */
export function CatalogueView({
  title,
  crumbs,
  categories,
  currentHref,
  products,
  listing,
}: CatalogueViewProps) {
  const productsHeading = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const path = listing?.position.path;
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
      {categories.ok ? null : <RetryWhileFailed />}
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <CategorySidebar
            categories={categories.ok ? categories.value : []}
            error={!categories.ok}
            currentHref={currentHref}
          />
        </aside>
        <section className={styles.products} aria-labelledby={productsHeading}>
          <h2 id={productsHeading} ref={heading} tabIndex={-1} className={styles.hiddenHeading}>
            Products
          </h2>
          {listing ? (
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                <Suspense fallback={null}>
                  <Await resolve={listing.total}>
                    {(total: Loaded<number>) =>
                      total.ok ? resultCount(listing.position.page, total.value) : null
                    }
                  </Await>
                </Suspense>
              </p>
              <SortSelect
                options={SORT_OPTIONS}
                value={listing.position.sortKey}
                label={MESSAGES.sortLabel}
                submitLabel={MESSAGES.applySort}
                action={listing.position.basePath}
                enhanced={enhanced}
                onSortChange={(key) => {
                  const sort = CATALOG_SORTS.find((candidate) => candidate.key === key);
                  if (sort) {
                    navigate(`${listing.position.basePath}${catalogSearch(sort, 1)}`, {
                      preventScrollReset: true,
                    });
                  }
                }}
              />
            </div>
          ) : null}
          <ProductList
            products={products}
            label={title}
            skeletonCount={GRID_SKELETON_COUNT}
            origin="other"
          />
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
    </>
  );
}

/** `Showing 13–24 of 32 results` for a page of a listing. */
function resultCount(page: number, total: number): string {
  if (total === 0) return MESSAGES.catalogNoProducts;
  const first = (page - 1) * LIMITS.catalogPageSize + 1;
  return MESSAGES.catalogResultCount(first, Math.min(page * LIMITS.catalogPageSize, total), total);
}
