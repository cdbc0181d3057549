import type { Client } from '@urql/core';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SessionShopStore, ShopSnapshot, ShopStore } from '../store/types';

const ShopStoreContext = createContext<SessionShopStore | null>(null);

/** Props of {@link ShopStoreProvider}. */
export interface ShopStoreProviderProps {
  /**
   * The page's one store, from `createShopStore` or, where a server keeps the shopper's session,
   * `createSessionShopStore` (create it once per page, never per render).
   */
  store: SessionShopStore;
  children?: ReactNode;
}

/**
 * Shares one shop store with every hook below it, without urql: for pages that only read the
 * store and call its actions (a catalogue page), so urql's React bindings stay out of their
 * download. `CommerceProvider` adds urql's client for pages that query with urql's hooks.
 *
 * @remarks The store starts after hydration, so the server render and the hydrating render both
 * show the visitor state and stored state applies without a mismatch. A change of identity
 * (login, logout, an expired or rejected token) remounts nothing here: the store resets its
 * shopper state and its client's cache scope, and only the part that queries with urql's hooks
 * (`CommerceQueries`) remounts for the new shopper.
 */
export function ShopStoreProvider({ store, children }: ShopStoreProviderProps) {
  useEffect(() => store.start(), [store]);
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}

/** The provider's store; throws when used outside a {@link ShopStoreProvider}. */
export function useShopStore(): SessionShopStore {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error('useShopStore must be used inside a <CommerceProvider>.');
  return store;
}

/**
 * The provider's store with every action and its own client (`createShopStore`); the hooks that
 * send through the store (`useCart`'s actions, `useCoupon`, `useAuth`, `useCustomer`) need it.
 *
 * @returns the store
 * @throws when the provider holds a session store, which sends nothing itself (a server's routes
 *   make its changes)
 */
export function useClientShopStore(): ShopStore {
  const store = useShopStore();
  if (!('getClient' in store)) {
    throw new Error('This hook needs a store from createShopStore; a session store sends nothing.');
  }
  return store as ShopStore;
}

/**
 * The provider's store's GraphQL client (the same one for the store's life), for urql's hooks or
 * a direct `query`.
 *
 * @returns the client
 */
export function useCommerceClient(): Client {
  return useClientShopStore().getClient();
}

/** The current snapshot of the provider's store; re-renders on every change. */
export function useShopSnapshot(): ShopSnapshot {
  const store = useShopStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * One value of the provider's store; the component re-renders only when that value changes.
 *
 * @param select - picks the value from a snapshot: a primitive, or an object the snapshot holds
 *   as it is (such as `adding`), never one made anew on each call
 * @returns the selected value, the server snapshot's while hydrating
 * @remarks Every store change (the stored cart applied after hydration, a line turning busy)
 *   re-renders each {@link useShopSnapshot} caller at once and without yielding; a component
 *   that needs one figure, such as the cart badge's count, stays out of those renders.
 */
export function useShopSelector<T>(select: (snapshot: ShopSnapshot) => T): T {
  const store = useShopStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(store.getServerSnapshot()),
  );
}
