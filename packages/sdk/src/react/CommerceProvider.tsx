import type { ReactNode } from 'react';
import { Provider } from 'urql';
import type { ShopStore } from '../store/types';
import { ShopStoreProvider, useCommerceClient } from './ShopStoreProvider';

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
 * @remarks The client is the same for the store's life, so urql's provider gets it once. While a
 *   lazy store sleeps there is no client yet and nothing below renders until it wakes.
 */
export function CommerceQueries({ children }: { children?: ReactNode }) {
  const client = useCommerceClient();
  if (!client) return null;
  return <Provider value={client}>{children}</Provider>;
}
