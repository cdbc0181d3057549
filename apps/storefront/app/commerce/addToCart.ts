import { type CartOrigin, miniCartOpenDelay, stripAnchorTags } from '@peptide/domain';
import { notify, type ProductCardProduct } from '@peptide/ui';
import { useCallback } from 'react';
import { useCartForms } from './cartForms';
import { useCartView } from './cartView';
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
 * @remarks The add posts to the /cart action (the fields a product page's form posts) through
 *   a fetcher; a refused add shows the server's message with anchor tags stripped.
 */
export function useAddToCart(origin: CartOrigin): AddToCartFromList {
  const forms = useCartForms();
  const { adding } = useCartView();
  const { openAfter } = useMiniCart();
  const add = useCallback(
    async (product: ProductCardProduct) => {
      // The button that was pressed, before it is disabled while the add is busy.
      const opener = document.activeElement;
      const result = await forms.add({
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
        openAfter(miniCartOpenDelay(origin), opener);
      } else {
        notify.error(stripAnchorTags(result.error));
      }
    },
    [forms, openAfter, origin],
  );
  return {
    add: (product) => void add(product),
    adding,
  };
}
