import { LIMITS } from '@peptide/domain';
import { Children, type ReactNode } from 'react';
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
  /** Names the list, for example "Our Best Selling Products". */
  label?: string;
}

/** A 12-column product grid: 2 cards a row on small and medium screens, 3 on large ones. */
export function ProductGrid({
  children,
  loading = false,
  skeletonCount = LIMITS.gridSkeletonCount,
  empty,
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
  if (items.length === 0 && empty) return <div className={styles.empty}>{empty}</div>;
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
