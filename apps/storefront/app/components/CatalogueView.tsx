import { LIMITS } from '@peptide/domain';
import {
  Banner,
  CategorySidebar,
  type Crumb,
  type ProductCardProduct,
  type SidebarCategory,
} from '@peptide/ui';
import { useId } from 'react';
import type { Loaded, Pending } from '../lib/loaded';
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
}

/** The shop and category pages: banner, category sidebar and the product grid. */
export function CatalogueView({
  title,
  crumbs,
  categories,
  currentHref,
  products,
}: CatalogueViewProps) {
  const productsHeading = useId();
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
          <h2 id={productsHeading} className={styles.hiddenHeading}>
            Products
          </h2>
          <ProductList
            products={products}
            label={title}
            skeletonCount={LIMITS.gridSkeletonCount}
            origin="other"
          />
        </section>
      </div>
    </>
  );
}
