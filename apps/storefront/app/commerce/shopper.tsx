import {
  type CartFragment,
  localStorageAdapter,
  STORAGE_KEYS,
  type StoredUser,
} from '@peptide/sdk';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useFetcher, useMatches } from 'react-router';
import type { ShopperAnswer } from './shopperAnswer';

/** Where the shopper's fetcher loads who the session cookie names and what their cart holds. */
export const SHOPPER_PATH = '/api/shopper';

/** The key of the one fetcher that holds the shopper, shared by every page. */
const SHOPPER_FETCHER = 'shopper';

/** The channel on which a tab tells the shop's other tabs that its shopper or cart changed. */
const OTHER_TABS_CHANNEL = 'peptide-shopper';

/** What earlier versions kept of the shopper in the browser; the server's session keeps it all. */
const SERVER_KEPT_KEYS = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.appliedCoupon,
];

/** The shopper as the server last answered. */
export interface Shopper {
  /** False until the shopper's fetcher has answered once (the server render, hydration). */
  ready: boolean;
  /** Whether the shopper's fetcher is loading again (after a form, or for another tab). */
  settling: boolean;
  /** The logged-in customer, or null for a guest. */
  user: StoredUser | null;
  /** The session's cart, or null without one. */
  cart: CartFragment | null;
  /** The backend's free-shipping threshold, once read. */
  freeShippingThreshold: number | null;
}

interface ShopperState {
  shopper: Shopper;
  /** Loads the shopper again (after a change the page's forms made elsewhere: a login). */
  reload: () => void;
}

const ShopperContext = createContext<ShopperState | null>(null);

/** Loader data that holds the session's cart (the cart page's and the checkout's). */
function holdsCart(data: unknown): data is { cart: CartFragment | null } {
  return typeof data === 'object' && data !== null && 'cart' in data;
}

/**
 * The cart a page's loader read for this shopper (the cart and the checkout, and the root's for
 * a shopper whose cookie says they hold a cart: `cartMarker.server.ts`), else null: a page shared
 * by everyone holds nobody's cart.
 */
function usePageCart(): CartFragment | null {
  const matches = useMatches();
  for (const match of matches) if (holdsCart(match.loaderData)) return match.loaderData.cart;
  return null;
}

/**
 * Holds the shop's one model of the shopper: the answer of one fetcher that loads
 * `/api/shopper` once the page has hydrated. React Router loads it again after every form a
 * page posts through a fetcher (the route's `shouldRevalidate`), so a login, a registration or
 * a cart change shows the shopper the server then holds; until it first answers, the cart a page's
 * loader read stands in (the cart and the checkout render for the shopper, with scripts or
 * without). Another tab's change arrives as a message on a `BroadcastChannel`, and loads the
 * shopper again.
 *
 * @remarks Nothing about the shopper is kept in the browser: keys that earlier versions kept
 *   there (the cart's lines, the customer, the session's tokens) are removed at start.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const fetcher = useFetcher<ShopperAnswer>({ key: SHOPPER_FETCHER });
  const pageCart = usePageCart();
  const { load } = fetcher;
  const fromOtherTab = useRef(true);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    const storage = localStorageAdapter();
    for (const key of SERVER_KEPT_KEYS) storage.removeItem(key);
    void load(SHOPPER_PATH);
    if (typeof BroadcastChannel === 'undefined') return;
    const tabs = new BroadcastChannel(OTHER_TABS_CHANNEL);
    channel.current = tabs;
    tabs.onmessage = () => {
      fromOtherTab.current = true;
      void load(SHOPPER_PATH);
    };
    return () => {
      tabs.close();
      channel.current = null;
    };
  }, [load]);

  // An answer this tab caused (a revalidation after its own form) is news for the other tabs;
  // the first answer and one that another tab's message asked for are not.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer === undefined) return;
    if (fromOtherTab.current) fromOtherTab.current = false;
    else channel.current?.postMessage('changed');
  }, [answer]);

  const reload = useCallback(() => void load(SHOPPER_PATH), [load]);
  const settling = fetcher.state !== 'idle';
  const value = useMemo<ShopperState>(
    () => ({
      shopper: answer
        ? {
            ready: true,
            settling,
            user: answer.user,
            cart: answer.contents ?? null,
            freeShippingThreshold: answer.freeShippingThreshold ?? null,
          }
        : { ready: false, settling, user: null, cart: pageCart, freeShippingThreshold: null },
      reload,
    }),
    [answer, settling, pageCart, reload],
  );
  return <ShopperContext.Provider value={value}>{children}</ShopperContext.Provider>;
}

const NO_SHOPPER: ShopperState = {
  shopper: {
    ready: false,
    settling: false,
    user: null,
    cart: null,
    freeShippingThreshold: null,
  },
  reload: () => {},
};

/**
 * The shopper as the server last answered; see {@link ShopperProvider}. Outside it (a server
 * error page) a visitor with no cart.
 */
export function useShopper(): Shopper {
  return (useContext(ShopperContext) ?? NO_SHOPPER).shopper;
}

/**
 * Loads the shopper again, for a change that React Router does not revalidate after (a form
 * posted with `defaultShouldRevalidate: false`, a page whose loader changed the session).
 *
 * @returns the function that asks
 */
export function useReloadShopper(): () => void {
  return (useContext(ShopperContext) ?? NO_SHOPPER).reload;
}
