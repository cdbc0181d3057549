import { PLACEHOLDER_IMAGE_PATH } from '@peptide/domain';
import {
  createSessionShopStore,
  localStorageAdapter,
  memoryStorage,
  type ServerShopper,
} from '@peptide/sdk';
import { ShopStoreProvider } from '@peptide/sdk/react';
import { FloatingCartButton, onFirstToast } from '@peptide/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LazyMiniCart, LazyToaster } from '../components/lazyOverlays';
import { Deferred, useOnFirstInteraction } from '../lib/deferred';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { useCartCount } from './cartCount';
import { CartFormsProvider } from './cartForms';
import { MiniCartProvider, useMiniCart } from './miniCart';
import { Overlays } from './Overlays';
import { type ShopHandle, useShopHandle } from './shopHandle';

/** What the root layout hands the shop's browser-side state. */
export interface ShopRootProps {
  /** The page: header, main content and footer. */
  children: ReactNode;
}

/** Who the session cookie says the shopper is (`routes/api.shopper.ts`). */
async function askShopper(): Promise<ServerShopper> {
  const response = await fetch('/api/shopper', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/shopper answered ${response.status}`);
  return (await response.json()) as ServerShopper;
}

/**
 * The shop's browser-side state around every page: one store (login, cart, coupon, busy flags),
 * the mini cart, the floating cart button, toasts and the age gate and newsletter overlays.
 * Which pages show the cart themselves or close toasts sooner, the routes say in their `handle`
 * ({@link ShopHandle}).
 *
 * @remarks The mini cart, the toasts and the overlays are outside the first download: each
 *   mounts when it first shows (the sheet opens, the first toast, the overlay's timer), and no
 *   part of them runs while a page loads.
 *   The store is made once per page load. On the server it has an empty memory storage
 *   and renders the visitor state; in the browser, after hydration, it shows the cart lines and
 *   coupon this device stores and asks `/api/shopper` who the session cookie names and what
 *   their cart holds ({@link createSessionShopStore}). It has no GraphQL client: every change is
 *   a form posted to a route action (with scripts through a fetcher, see {@link
 *   CartFormsProvider}), whose answer it shows; the server keeps the WooCommerce session and the
 *   login tokens, so no token reaches page scripts.
 */
export function ShopRoot({ children }: ShopRootProps) {
  const { showsCart, shortToasts } = useShopHandle();
  const [store] = useState(() =>
    createSessionShopStore({
      storage: typeof window === 'undefined' ? memoryStorage() : localStorageAdapter(),
      placeholderImage: PLACEHOLDER_IMAGE_PATH,
      // The insurance is a checkout option, not an item: the badge counts the products alone.
      uncountedProductIds: [INSURANCE_PRODUCT_ID],
      sessionOnServer: { shopper: askShopper },
    }),
  );
  return (
    <ShopStoreProvider store={store}>
      <CartFormsProvider>
        <MiniCartProvider>
          {children}
          {showsCart ? null : <FloatingCart />}
          <DeferredMiniCart />
          <Toasts short={shortToasts === true} />
          <Overlays />
        </MiniCartProvider>
      </CartFormsProvider>
    </ShopStoreProvider>
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
