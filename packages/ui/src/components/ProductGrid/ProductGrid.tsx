import { MESSAGES } from '@peptide/domain';
import { Children, type ReactNode } from 'react';
import { ButtonLink } from '../Button/Button';
import { ProductCardSkeleton } from '../ProductCard/ProductCard';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  /** Product cards, one per cell. */
  children?: ReactNode;
  /** Shows skeleton cards instead of the children. */
  loading?: boolean;
  /** How many skeleton cards to show: 8 on shop and category pages, 4 on the home page. */
  skeletonCount?: number;
  /** Shown when not loading and there are no cards. */
  empty?: ReactNode;
  /** The next step offered with the empty message; `null` offers none. Browse products (/shop) by default. */
  emptyAction?: { label: string; href: string } | null;
  /** Names the list, for example "Our Best Selling Products". */
  label?: string;
}

const defaultEmptyAction = { label: MESSAGES.browseProducts, href: '/shop' };

/**
 * A 12-column product grid: 2 cards a row on phones, small and medium screens (6 of 12 columns),
 * 3 on large ones (4 of 12), with tighter gutters below 576 px. Empty, it says so and offers a
 * way on.
 */
export function ProductGrid({
  children,
  loading = false,
  skeletonCount = 8,
  empty = 'No products to show here yet.',
  emptyAction = defaultEmptyAction,
  label,
}: ProductGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons are identical and never reorder
          <li key={index} className={styles.cell}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const items = Children.toArray(children);
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <div className={styles.emptyText}>{empty}</div>
        {emptyAction ? (
          <ButtonLink href={emptyAction.href} variant="secondary">
            {emptyAction.label}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={styles.cell}>
          {child}
        </li>
      ))}
    </ul>
  );
}
