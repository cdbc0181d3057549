import type { CartFragment } from '@peptide/sdk';
import { useEffect } from 'react';
import { useReloadShopper } from '../commerce/shopper';

/**
 * Loads the shopper again when a route's loader changed their cart (the order pages' emptied
 * cart), so the badge and the mini cart show what the session now holds.
 *
 * @param cart - the loader's cart; null when it had none
 */
export function useReceivedCart(cart: CartFragment | null): void {
  const reload = useReloadShopper();
  useEffect(() => {
    if (cart) reload();
  }, [cart, reload]);
}
