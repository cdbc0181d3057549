import { type CartOrigin, miniCartOpenDelay, stripAnchorTags } from '@peptide/domain';
import { useShopSelector, useShopStore } from '@peptide/sdk/react';
import { notify, type ProductCardProduct } from '@peptide/ui';
import { useCallback } from 'react';
import { useMiniCart } from './miniCart';

/** Adding products from a product list. */
export interface AddToCartFromList {
  /** Adds one of the product (quantity 1). */
  add: (product: ProductCardProduct) => void;
  /** Whether the product's add is in flight. */
  adding: (productId: number) => boolean;
}

/**
 * Add to cart for product cards: one unit, shown in the badge at once, a toast
 * with the result, and the mini cart opening after the list's delay.
 *
 * @param origin - the list's page (`home` or `other`), which sets the mini cart's delay
 * @returns `add` and `adding`
 * @remarks A refused add shows the server's message with anchor tags stripped; a rejected
 *   session is cleared and the page reloaded by the store's transport.
 */
export function useAddToCart(origin: CartOrigin): AddToCartFromList {
  const store = useShopStore();
  // Only the in-flight adds render the list again, not every change of the cart.
  const adding = useShopSelector((snapshot) => snapshot.adding);
  const { openAfter } = useMiniCart();
  const add = useCallback(
    async (product: ProductCardProduct) => {
      const result = await store.addToCart({
        productId: product.id,
        preview: {
          name: product.name,
          slug: product.slug,
          price: product.price,
          image: product.image,
        },
      });
      if (result.ok) {
        notify.success(result.value);
        openAfter(miniCartOpenDelay(origin));
      } else {
        notify.error(stripAnchorTags(result.error));
      }
    },
    [store, openAfter, origin],
  );
  return {
    add: (product) => void add(product),
    adding: (productId) => adding[productId] ?? false,
  };
}
