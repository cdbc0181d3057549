import { useShopSelector } from '@peptide/sdk/react';
import type { ReactNode } from 'react';
import { useCartCount } from '../commerce/cartCount';
import { useOpenMiniCart } from '../commerce/miniCart';
import { useServerCartCount } from '../commerce/serverCartCount';
import { Shell, type ShellProps } from './Shell';

/** The shop's frame with the cart button wired to the shop state; render it inside `ShopRoot`. */
export function ShopFrame(
  props: Omit<ShellProps, 'cartCount' | 'onCartClick'> & { children: ReactNode },
) {
  const ready = useShopSelector((snapshot) => snapshot.ready);
  const storeCount = useCartCount();
  const serverCount = useServerCartCount();
  // Until the store has read the shopper (and without scripts), the count the page's loader read.
  const cartCount = ready ? storeCount : serverCount;
  const openMiniCart = useOpenMiniCart();
  return <Shell {...props} cartCount={cartCount} onCartClick={openMiniCart} />;
}
