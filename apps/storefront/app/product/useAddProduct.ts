import {
  checkAddToCart,
  clampQuantity,
  MESSAGES,
  miniCartOpenDelay,
  quantityInCart,
  readAmount,
  stripAnchorTags,
} from '@peptide/domain';
import { clearShopStorage, localStorageAdapter, pricingOf, stockOf } from '@peptide/sdk';
import { notify } from '@peptide/ui';
import { useState } from 'react';
import { useCartForms } from '../commerce/cartForms';
import { useCartView } from '../commerce/cartView';
import { useMiniCart } from '../commerce/miniCart';
import { managesStock, type ProductPageData, type VariationData } from '../lib/productMappers';

/** What the product page's buy box needs. */
export interface ProductPurchase {
  variationId: string;
  setVariationId: (id: string) => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** The chosen variation, if any. */
  variation: VariationData | null;
  /** Units of the product (or of the chosen variation) already in the cart. */
  inCart: number;
  error: string | null;
  adding: boolean;
  add: () => Promise<void>;
}

/**
 * The product page's add to cart: the quantity is clamped to 1..999,
 * the stock check counts what the cart already holds, a variable product needs a variation.
 * Success toasts, clears the variation, resets the quantity and opens the mini cart after 800 ms.
 *
 * @param product - the product shown
 * @param variations - its variations (none for a simple product)
 * @param initialVariationId - the variation chosen when the page opens (the URL's), or empty
 * @returns the buy box's state and `add`
 * @remarks A server message naming the session (or an expired or foreign token) clears the
 *   shop's storage and reloads the page.
 */
export function useAddProduct(
  product: ProductPageData,
  variations: readonly VariationData[],
  initialVariationId = '',
): ProductPurchase {
  const forms = useCartForms();
  const cart = useCartView();
  const adding = cart.adding(product.databaseId);
  const { openAfter } = useMiniCart();
  const [variationId, setVariationIdState] = useState(initialVariationId);
  const [quantity, setQuantityState] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const variation = variations.find((entry) => String(entry.databaseId) === variationId) ?? null;
  const stockOwner = stockOf(variation ?? product);
  const inCart = quantityInCart(cart.lines, product.databaseId, variation?.databaseId ?? null);

  const add = async () => {
    const check = checkAddToCart({
      quantity,
      stockStatus: stockOwner.stockStatus,
      stockQuantity: stockOwner.stockQuantity,
      manageStock: managesStock(stockOwner.manageStock),
      inCart,
      needsVariation: variations.length > 0,
      variationId: variation?.databaseId ?? null,
    });
    if (!check.ok) {
      setError(check.error.message);
      return;
    }
    setError(null);
    // The button that was pressed, before it is disabled while the add is busy.
    const opener = document.activeElement;
    const result = await forms.add({
      productId: product.databaseId,
      quantity,
      variationId: variation?.databaseId ?? null,
      preview: {
        name: variation?.name ?? product.name ?? '',
        slug: product.slug ?? '',
        price: readAmount(variation?.price ?? pricingOf(product).price),
        image: variation?.image?.sourceUrl ?? product.image?.sourceUrl,
        stock: stockOwner.stockQuantity,
      },
    });
    if (!result.ok) {
      if (/session/i.test(result.error)) {
        clearShopStorage(localStorageAdapter());
        window.location.reload();
        return;
      }
      const message = stripAnchorTags(result.error);
      setError(message);
      notify.error(message);
      return;
    }
    notify.success(MESSAGES.addedToCart);
    setVariationIdState('');
    setQuantityState(1);
    openAfter(miniCartOpenDelay('product'), opener);
  };

  return {
    variationId,
    setVariationId: (id) => {
      setVariationIdState(id);
      setError(null);
    },
    quantity,
    setQuantity: (next) => setQuantityState(Number.isNaN(next) ? Number.NaN : clampQuantity(next)),
    variation,
    inCart,
    error,
    adding,
    add,
  };
}
