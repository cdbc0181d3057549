import type { ReactNode } from 'react';
import { Provider } from 'urql';
import type { ShopStore } from '../store/types';
import { ShopStoreProvider, useShopSelector } from './ShopStoreProvider';

export { useShopSelector, useShopSnapshot, useShopStore } from './ShopStoreProvider';

/** Props of {@link CommerceProvider}. */
export interface CommerceProviderProps {
  /** The page's one store, from `createShopStore` (create it once per page, never per render). */
  store: ShopStore;
  children?: ReactNode;
}

/**
 * Shares one shop store with every hook below it, and gives urql's own `useQuery` the client of
 * the current identity (for any typed document).
 *
 * @remarks {@link ShopStoreProvider} with {@link CommerceQueries} inside: when the identity
 * changes, everything below remounts on the new client.
 */
export function CommerceProvider({ store, children }: CommerceProviderProps) {
  return (
    <ShopStoreProvider store={store}>
      <CommerceQueries>{children}</CommerceQueries>
    </ShopStoreProvider>
  );
}

/**
 * Gives urql's own `useQuery` below it the client of the store's current identity; inside a
 * {@link ShopStoreProvider}, around the part of a page that queries with urql's hooks.
 */
export function CommerceQueries({ children }: { children?: ReactNode }) {
  const client = useShopSelector((snapshot) => snapshot.client);
  return <Provider value={client}>{children}</Provider>;
}
