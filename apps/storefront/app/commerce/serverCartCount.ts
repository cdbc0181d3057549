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

/** Loader data that holds the count of a marked shopper's cart (the root's). */
function holdsCartCount(data: unknown): data is { cartCount: number } {
  return typeof (data as { cartCount?: unknown } | null)?.cartCount === 'number';
}

/**
 * The badge's count before or without scripts: from the session's cart where the page's loader
 * read it (the cart and the checkout), else the count the root read for a shopper whose cookie
 * says they hold a cart (the page is then rendered for them, `cartMarker.server.ts`), else 0 (a
 * shared page is the same for everyone, so it cannot hold anyone's cart).
 *
 * @returns the line count the server knows
 */
export function useServerCartCount(): number {
  const matches = useMatches();
  for (const match of matches) {
    if (holdsCart(match.loaderData)) return serverCartCount(match.loaderData.cart);
  }
  const root = matches[0]?.loaderData;
  return holdsCartCount(root) ? root.cartCount : 0;
}
