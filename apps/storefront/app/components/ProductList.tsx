import type { CartOrigin } from '@peptide/domain';
import { ButtonLink, ProductCard, type ProductCardProduct, ProductGrid } from '@peptide/ui';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useAddToCart } from '../commerce/addToCart';
import { CART_ACTION } from '../commerce/cartForms';
import type { Loaded, Pending } from '../lib/loaded';
import * as styles from './ProductList.css';
import { RetryWhileFailed } from './RetryWhileFailed';

export interface ProductListProps {
  products: Pending<ProductCardProduct[]>;
  /** Names the grid for assistive technology. */
  label: string;
  /** Skeleton cards while the products are on their way: 4 on home, 8 on shop and categories. */
  skeletonCount: number;
  /** The page the list is on, which sets how long the mini cart waits after an add. */
  origin: CartOrigin;
  headingLevel?: 'h2' | 'h3';
  /**
   * The first card's art may be the largest thing on the first screen (a listing's grid, not
   * the home page's, which has its hero): it loads at once and ahead of the other images.
   */
  firstImagePriority?: boolean;
}

/**
 * A product grid: skeletons while the products are pending, the cards with Add to cart (simple
 * products) or Select Options (variable ones), an error message with a retry link, or an empty
 * state that leads to the whole shop.
 */
export function ProductList({ products, label, skeletonCount, ...props }: ProductListProps) {
  const skeletons = <ProductGrid loading skeletonCount={skeletonCount} label={label} />;
  return (
    <Suspense fallback={skeletons}>
      <Await resolve={products}>
        {(loaded: Loaded<ProductCardProduct[]>) => (
          <LoadedProducts loaded={loaded} label={label} {...props} />
        )}
      </Await>
    </Suspense>
  );
}

function LoadedProducts({
  loaded,
  label,
  origin,
  headingLevel = 'h3',
  firstImagePriority = false,
}: Omit<ProductListProps, 'products' | 'skeletonCount'> & {
  loaded: Loaded<ProductCardProduct[]>;
}) {
  const { add, adding } = useAddToCart(origin);
  if (!loaded.ok) {
    return (
      <div className={styles.message} role="alert">
        <RetryWhileFailed />
        <p>We could not load the products: {loaded.error}</p>
        <ButtonLink href="." variant="secondary">
          Try again
        </ButtonLink>
      </div>
    );
  }
  return (
    <ProductGrid
      label={label}
      empty={
        <div className={styles.message}>
          <p>No products here yet.</p>
          <ButtonLink href="/shop">Browse all products</ButtonLink>
        </div>
      }
    >
      {loaded.value.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          headingLevel={headingLevel}
          onAddToCart={add}
          addToCartAction={CART_ACTION}
          adding={adding(product.id)}
          priority={firstImagePriority && index === 0}
        />
      ))}
    </ProductGrid>
  );
}
