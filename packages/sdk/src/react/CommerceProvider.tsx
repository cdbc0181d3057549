import { Fragment, type ReactNode } from 'react';
import { Provider } from 'urql';
import { shopperKey } from '../store/selectors';
import type { ShopStore } from '../store/types';
import { ShopStoreProvider, useCommerceClient, useShopSelector } from './ShopStoreProvider';

/** Props of {@link CommerceProvider}. */
export interface CommerceProviderProps {
  /** The page's one store, from `createShopStore` (create it once per page, never per render). */
  store: ShopStore;
  children?: ReactNode;
}

/**
 * Shares one shop store with every hook below it, and gives urql's own `useQuery` the store's
 * client (for any typed document).
 *
 * @remarks {@link ShopStoreProvider} with {@link CommerceQueries} inside.
 */
export function CommerceProvider({ store, children }: CommerceProviderProps) {
  return (
    <ShopStoreProvider store={store}>
      <CommerceQueries>{children}</CommerceQueries>
    </ShopStoreProvider>
  );
}

/**
 * Gives urql's own `useQuery` below it the store's client; inside a {@link ShopStoreProvider},
 * around the part of a page that queries with urql's hooks.
 *
 * @remarks The client is the same for the store's life, so urql's provider gets it once. What is
 *   below remounts when another shopper takes over (a login, a logout, an expired token), because
 *   urql's `useQuery` keeps its last answer while paused and would show the earlier shopper's;
 *   the store has by then reset its cache scope, so the remounted queries ask the network.
 */
export function CommerceQueries({ children }: { children?: ReactNode }) {
  const client = useCommerceClient();
  const shopper = useShopSelector(shopperKey);
  return (
    <Provider value={client}>
      <Fragment key={shopper}>{children}</Fragment>
    </Provider>
  );
}
