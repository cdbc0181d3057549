import { useShopSelector } from '@peptide/sdk/react';

/**
 * The number of cart lines for the header badge: 0 in the server render and until the stored
 * cart applies after hydration.
 *
 * @returns the line count, without the shipping insurance's (the store leaves it uncounted)
 * @remarks Only a change of the count renders the badge again, not every change of the store.
 */
export function useCartCount(): number {
  return useShopSelector((snapshot) => snapshot.count);
}
