import { MESSAGES } from '@peptide/domain';
import { Link } from '../../link/LinkProvider';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './CategorySidebar.css';

export interface SidebarCategory {
  name: string;
  href: string;
  /** Number of products, shown when known. */
  count?: number | null;
}

export interface CategorySidebarProps {
  /** Categories in display order (the page decides order and exclusions). */
  categories: readonly SidebarCategory[];
  /** The href of the category being shown; marked as the current page. */
  currentHref?: string;
  loading?: boolean;
  /** Shown instead of the list when the categories failed to load. */
  error?: boolean;
  title?: string;
  allProductsLabel?: string;
  allProductsHref?: string;
  errorLabel?: string;
}

/** The Categories box of shop, category and product pages, ending with an All Products link. */
export function CategorySidebar({
  categories,
  currentHref,
  loading = false,
  error = false,
  title = 'Categories',
  allProductsLabel = 'All Products',
  allProductsHref = '/shop',
  errorLabel = MESSAGES.errorLoadingCategories,
}: CategorySidebarProps) {
  const items = [...categories, { name: allProductsLabel, href: allProductsHref, count: null }];
  return (
    <nav className={styles.root} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {error ? (
        <p role="alert" className={styles.error}>
          {errorLabel}
        </p>
      ) : loading ? (
        <div aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width={`${70 - row * 10}%`} />
            </div>
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((category) => (
            <li key={category.href}>
              <Link
                href={category.href}
                className={styles.link}
                aria-current={category.href === currentHref ? 'page' : undefined}
              >
                <span>{category.name}</span>
                {category.count != null ? (
                  <span className={styles.count}>{category.count}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
