import { type CartFragment, cartLinesFromCart } from '@peptide/sdk';
import { useMatches } from 'react-router';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';

/** Loader data that holds the session's cart (the cart page's and the checkout's). */
function holdsCart(data: unknown): data is { cart: CartFragment | null } {
  return typeof data === 'object' && data !== null && 'cart' in data;
}

/**
 * The number of product lines of a cart as the server read it, as the badge counts them: the
 * shipping insurance, a checkout option, is not one.
 *
 * @param cart - the session's cart, or null
 * @returns the line count
 */
export function serverCartCount(cart: CartFragment | null): number {
  if (!cart) return 0;
  return cartLinesFromCart(cart, '').filter((line) => line.productId !== INSURANCE_PRODUCT_ID)
    .length;
}

/**
 * The badge's count before or without scripts: from the session's cart where the page's loader
 * read it (the cart and the checkout, rendered for this shopper), else 0 (a public page is the
 * same for everyone, so it cannot hold anyone's cart).
 *
 * @returns the line count the server knows
 */
export function useServerCartCount(): number {
  const matches = useMatches();
  for (const match of matches) {
    if (holdsCart(match.loaderData)) return serverCartCount(match.loaderData.cart);
  }
  return 0;
}
