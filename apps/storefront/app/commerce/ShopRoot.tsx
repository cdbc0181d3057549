import { FloatingCartButton, onFirstToast } from '@peptide/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LazyMiniCart, LazyToaster } from '../components/lazyOverlays';
import { Deferred, useOnFirstInteraction } from '../lib/deferred';
import { useCartCount } from './cartCount';
import { CartFormsProvider } from './cartForms';
import { MiniCartProvider, useMiniCart } from './miniCart';
import { Overlays } from './Overlays';
import { type ShopHandle, useShopHandle } from './shopHandle';
import { ShopperProvider } from './shopper';

/** What the root layout hands the shop's browser-side state. */
export interface ShopRootProps {
  /** The page: header, main content and footer. */
  children: ReactNode;
}

/**
 * The shop's browser-side state around every page: the shopper as the server answers it, the
 * cart's forms, the mini cart, the floating cart button, toasts and the age gate and newsletter overlays.
 * Which pages show the cart themselves or close toasts sooner, the routes say in their `handle`
 * ({@link ShopHandle}).
 *
 * @remarks The mini cart, the toasts and the overlays are outside the first download: each
 *   mounts when it first shows (the sheet opens, the first toast, the overlay's timer), and no
 *   part of them runs while a page loads.
 *   The shopper is one fetcher's answer ({@link ShopperProvider}), and every change is a form
 *   posted to a route action (with scripts through a fetcher, see {@link CartFormsProvider}),
 *   shown at once until its fetcher has answered: there is no store in the browser, and no
 *   GraphQL; the server keeps the WooCommerce session and the login tokens, so no token reaches
 *   page scripts.
 */
export function ShopRoot({ children }: ShopRootProps) {
  const { showsCart, shortToasts } = useShopHandle();
  return (
    <ShopperProvider>
      <CartFormsProvider>
        <MiniCartProvider>
          {children}
          {showsCart ? null : <FloatingCart />}
          <DeferredMiniCart />
          <Toasts short={shortToasts === true} />
          <Overlays />
        </MiniCartProvider>
      </CartFormsProvider>
    </ShopperProvider>
  );
}

function FloatingCart() {
  const count = useCartCount();
  const { setOpen } = useMiniCart();
  return <FloatingCartButton count={count} onClick={() => setOpen(true)} />;
}

/**
 * The toasts' region, mounted at the shopper's first interaction or the page's first toast,
 * whichever comes first (sonner shows a toast made before it mounts, unless it was dismissed
 * meanwhile: the mini cart dismisses the Add to cart toast when it opens), so none of it runs
 * while a page loads and the toast an action raises does not wait for it.
 */
function Toasts({ short }: { short: boolean }) {
  const [asked, setAsked] = useState(false);
  const mount = useCallback(() => setAsked(true), []);
  useEffect(() => onFirstToast(mount), [mount]);
  useOnFirstInteraction(mount);
  return (
    <Deferred now={asked}>
      <LazyToaster variant={short ? 'account' : 'shop'} />
    </Deferred>
  );
}

/** The mini cart sheet, mounted when it first opens; its code comes at the first interaction. */
function DeferredMiniCart() {
  const { open } = useMiniCart();
  return (
    <Deferred now={open} preload={LazyMiniCart.preload}>
      <LazyMiniCart />
    </Deferred>
  );
}
