import type { ProductCardProduct } from '@peptide/ui';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { lazyWithPreload, useOnFirstInteraction } from '../lib/deferred';
import * as styles from './ProductPage.css';

/** The product's layout, a chunk the product page shares: fetched at the first interaction. */
const LazyProductDetail = lazyWithPreload(() =>
  import('./productDetailPart').then((part) => part.ProductDetail),
);

/** The product a card passed along with a navigation to its page, if that is what is loading. */
function pendingProduct(navigation: ReturnType<typeof useNavigation>): ProductCardProduct | null {
  if (navigation.state !== 'loading' || !navigation.location.pathname.startsWith('/product/')) {
    return null;
  }
  const state = navigation.location.state as { product?: ProductCardProduct } | null;
  return state?.product ?? null;
}

/**
 * The page outlet, except while a product page loads after a click on a product card: then the
 * product the card passed in navigation state shows at once (the product object
 * passed along is used first), and the page's own data replaces it when it arrives.
 *
 * @remarks The product's layout is not part of the first download: its code comes at the
 *   shopper's first interaction (the press on the card at the latest); until it is here, the
 *   page being left stays.
 */
export function OutletWithProductPreview() {
  const product = pendingProduct(useNavigation());
  useOnFirstInteraction(LazyProductDetail.preload);
  if (!product) return <Outlet />;
  return (
    <Suspense fallback={<Outlet />}>
      <ProductPreview product={product} />
    </Suspense>
  );
}

function ProductPreview({ product }: { product: ProductCardProduct }) {
  return (
    <div className={styles.page} aria-busy="true">
      <LazyProductDetail
        product={{
          name: product.name,
          image: product.image,
          price: product.price,
          regularPrice: product.regularPrice,
          priceRange: product.priceRange,
          stockStatus: product.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
        }}
        quantity={1}
        onQuantityChange={() => {}}
        onAddToCart={() => {}}
        adding
      />
    </div>
  );
}
