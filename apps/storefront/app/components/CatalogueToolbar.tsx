import { CATALOG_SORTS, catalogQuerySearch, LIMITS, MESSAGES } from '@peptide/domain';
import { FilterPanel, SortSelect } from '@peptide/ui';
import { type ReactNode, Suspense } from 'react';
import { Await, useNavigate } from 'react-router';
import type { ListingPosition } from '../lib/catalogue-listing.server';
import type { FilterPanelData } from '../lib/catalogueFilters';
import type { Loaded, Pending } from '../lib/loaded';
import { useHydrated } from '../lib/useHydrated';
import * as styles from './CatalogueView.css';
import { resultsAction } from './catalogueResults';

const DEFAULT_SORT = CATALOG_SORTS[0] as (typeof CATALOG_SORTS)[number];

const SORT_OPTIONS = CATALOG_SORTS.map((sort) => ({ value: sort.key, label: sort.label }));

/** What a listing's filters apply: the form's parameters, read as the server reads the URL. */
export type ApplyFilters = (params: [string, string][]) => void;

/**
 * The filters' choices for one part of the page (the sidebar or the drawer), applied at once
 * from the moment that part has hydrated.
 *
 * @remarks Each part holds its own Root, so a part's enhancement re-renders that part alone,
 *   and the parts of the page around it hydrate each in their own time.
 */
export function HydratedFilters({
  panel,
  onFiltersChange,
  children,
}: {
  panel: FilterPanelData;
  onFiltersChange: ApplyFilters;
  children: ReactNode;
}) {
  const enhanced = useHydrated();
  return (
    <FilterPanel.Root {...panel} enhanced={enhanced} onFiltersChange={onFiltersChange}>
      {children}
    </FilterPanel.Root>
  );
}

/**
 * The listing's toolbar: how many products it shows, then the filters' button (a drawer below
 * the lg breakpoint) and the sort menu on one row.
 */
export function CatalogueToolbar({
  position,
  total,
  panel,
  onFiltersChange,
}: {
  position: ListingPosition;
  total: Pending<number>;
  panel: FilterPanelData | null;
  onFiltersChange: ApplyFilters;
}) {
  const navigate = useNavigate();
  const enhanced = useHydrated();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status">
        <Suspense fallback={null}>
          <Await resolve={total}>
            {(loaded: Loaded<number>) =>
              loaded.ok ? resultCount(position.page, loaded.value) : null
            }
          </Await>
        </Suspense>
      </p>
      <div className={styles.controls}>
        {panel ? (
          <FilterPanel.Root {...panel} enhanced={enhanced} onFiltersChange={onFiltersChange}>
            <FilterPanel.Drawer />
          </FilterPanel.Root>
        ) : null}
        <SortSelect
          options={SORT_OPTIONS}
          value={position.sortKey}
          label={MESSAGES.sortLabel}
          submitLabel={MESSAGES.applySort}
          action={resultsAction(position.basePath)}
          keep={filterParams(position)}
          enhanced={enhanced}
          compact
          onSortChange={(key) => {
            const sort = CATALOG_SORTS.find((candidate) => candidate.key === key);
            if (sort) {
              const query = { ...position.query, sort, page: 1 };
              navigate(`${position.basePath}${catalogQuerySearch(query)}`, {
                preventScrollReset: true,
              });
            }
          }}
        />
      </div>
    </div>
  );
}

/** The listing's filters as form parameters, for the sort menu's form to carry. */
function filterParams(position: ListingPosition): { name: string; value: string }[] {
  const query = { ...position.query, sort: DEFAULT_SORT, page: 1 };
  return [...new URLSearchParams(catalogQuerySearch(query))].map(([name, value]) => ({
    name,
    value,
  }));
}

/** `Showing 13–24 of 32 results` for a page of a listing. */
function resultCount(page: number, total: number): string {
  if (total === 0) return MESSAGES.catalogNoProducts;
  const first = (page - 1) * LIMITS.catalogPageSize + 1;
  return MESSAGES.catalogResultCount(first, Math.min(page * LIMITS.catalogPageSize, total), total);
}
