import type { CartFragment } from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { useEffect } from 'react';

/**
 * Hands the browser's store the cart a route's loader answered with (the order pages' emptied
 * cart), so the badge and the mini cart show it without asking the backend again.
 *
 * @param cart - the loader's cart; null when it had none
 */
export function useReceivedCart(cart: CartFragment | null): void {
  const store = useShopStore();
  useEffect(() => {
    if (cart) store.receiveCart(cart);
  }, [cart, store]);
}
