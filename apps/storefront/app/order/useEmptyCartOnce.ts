import { useShopSnapshot, useShopStore } from '@peptide/sdk/react';
import { useEffect, useRef } from 'react';

/**
 * Empties the cart once the page has read the stored state (the order pages remove every
 * cart item and clear the cart on load). One request, and none for a visitor without a session.
 */
export function useEmptyCartOnce(): void {
  const store = useShopStore();
  const { ready } = useShopSnapshot();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    void store.emptyCart();
  }, [ready, store]);
}
