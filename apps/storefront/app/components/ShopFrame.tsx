import type { ReactNode } from 'react';
import { useCartCount } from '../commerce/cartCount';
import { useOpenMiniCart } from '../commerce/miniCart';
import { Shell, type ShellProps } from './Shell';

/** The shop's frame with the cart button wired to the shop state; render it inside `ShopRoot`. */
export function ShopFrame(
  props: Omit<ShellProps, 'cartCount' | 'onCartClick'> & { children: ReactNode },
) {
  const cartCount = useCartCount();
  const openMiniCart = useOpenMiniCart();
  return <Shell {...props} cartCount={cartCount} onCartClick={openMiniCart} />;
}
