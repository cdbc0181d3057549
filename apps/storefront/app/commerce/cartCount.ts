import { useCart } from '@peptide/sdk/react';

/**
 * The number of cart lines for the header badge: 0 in the server render and until the stored
 * cart applies after hydration.
 *
 * @returns the line count
 */
export function useCartCount(): number {
  return useCart().count;
}
