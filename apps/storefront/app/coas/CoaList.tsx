import {
  ButtonLink,
  CoaCard,
  type CoaCardEntry,
  Link,
  Skeleton,
  VisuallyHidden,
} from '@peptide/ui';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import type { CoaCategory } from '../lib/content.server';
import type { Loaded, Pending } from '../lib/loaded';
import * as styles from './CoaList.css';

export interface CoaGridProps {
  coas: readonly CoaCardEntry[];
  /** Names the list for assistive technology. */
  label: string;
}

/** Certificates as cards in a grid. */
export function CoaGrid({ coas, label }: CoaGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {coas.map((coa) => (
        <li key={coa.href}>
          <CoaCard coa={coa} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

export interface CoaFiltersProps {
  categories: Loaded<CoaCategory[]>;
  /** The category shown, or null for every certificate. */
  current: string | null;
}

/**
 * The category filter of the backend's certificates: All, then each category with its count, as
 * links (`/coas?category={slug}`) so a filtered list can be shared and works before hydration.
 * When the categories fail only All is offered.
 */
export function CoaFilters({ categories, current }: CoaFiltersProps) {
  const chips = [
    { name: 'All', href: '/coas', slug: null, count: null },
    ...(categories.ok ? categories.value : []).map((category) => ({
      name: category.name,
      href: `/coas?category=${encodeURIComponent(category.slug)}`,
      slug: category.slug,
      count: category.count,
    })),
  ];
  return (
    <nav aria-label="Filter certificates by category">
      <ul className={styles.filters}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              href={chip.href}
              className={styles.filter}
              aria-current={chip.slug === current ? 'page' : undefined}
            >
              {chip.name}
              {chip.count !== null ? (
                <span className={styles.count}>
                  {chip.count}
                  <VisuallyHidden> certificates</VisuallyHidden>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface BackendCoasProps {
  coas: Pending<CoaCardEntry[]>;
  /** The category shown, for the empty state's wording. */
  category: string | null;
  label: string;
}

/**
 * The backend's certificates: skeletons while they are on their way, the grid, an empty state
 * that leads back to every certificate, or the failure with a retry link.
 */
export function BackendCoas({ coas, category, label }: BackendCoasProps) {
  return (
    <Suspense fallback={<CoaGridSkeleton />}>
      <Await resolve={coas}>
        {(loaded: Loaded<CoaCardEntry[]>) => {
          if (!loaded.ok) {
            return (
              <div className={styles.message} role="alert">
                <RetryWhileFailed />
                <p>We could not load the certificates: {loaded.error}</p>
                <ButtonLink
                  href={category ? `/coas?category=${encodeURIComponent(category)}` : '/coas'}
                  variant="secondary"
                >
                  Try again
                </ButtonLink>
              </div>
            );
          }
          if (loaded.value.length === 0) {
            return (
              <div className={styles.message}>
                <p>No certificates in this category yet.</p>
                <ButtonLink href="/coas" variant="secondary">
                  Show all certificates
                </ButtonLink>
              </div>
            );
          }
          return <CoaGrid coas={loaded.value} label={label} />;
        }}
      </Await>
    </Suspense>
  );
}

/** Four certificates in the card's shape: kind line, thumbnail and title, facts, link. */
function CoaGridSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading certificates">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
        <li key={index} className={styles.skeletonCard}>
          <Skeleton width="60%" height="0.875rem" />
          <div className={styles.skeletonHead}>
            <Skeleton width={72} height={72} />
            <Skeleton width="50%" height="1.25rem" />
          </div>
          <Skeleton width="40%" height="0.875rem" />
          <Skeleton height="2.25rem" />
        </li>
      ))}
    </ul>
  );
}
