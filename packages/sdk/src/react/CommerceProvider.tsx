import type { Client } from '@urql/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Provider } from 'urql';
import type { ShopStorage } from '../storage/storage';

/** What {@link useCommerce} gives: the provider's client, storage and placeholder image. */
export interface CommerceContextValue {
  client: Client;
  storage: ShopStorage;
  /** Image of a cart line whose product has none. */
  placeholderImage: string;
}

const CommerceContext = createContext<CommerceContextValue | null>(null);

/** Props of {@link CommerceProvider}. */
export interface CommerceProviderProps {
  /** A client from `createCommerceClient`, created with the same storage. */
  client: Client;
  /** The storage the client keeps the session in; the hooks keep token, user, cart and coupon there. */
  storage: ShopStorage;
  /** Image of a cart line whose product has none. */
  placeholderImage?: string;
  children?: ReactNode;
}

/**
 * Makes the commerce client and its storage available to the SDK's hooks (and to urql's own
 * `useQuery`/`useMutation`, for any typed document).
 */
export function CommerceProvider({
  client,
  storage,
  placeholderImage = '/placeholder.svg',
  children,
}: CommerceProviderProps) {
  const value = useMemo(
    () => ({ client, storage, placeholderImage }),
    [client, storage, placeholderImage],
  );
  return (
    <Provider value={client}>
      <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>
    </Provider>
  );
}

/** The provider's client and storage; throws when used outside a {@link CommerceProvider}. */
export function useCommerce(): CommerceContextValue {
  const value = useContext(CommerceContext);
  if (!value) throw new Error('useCommerce must be used inside a <CommerceProvider>.');
  return value;
}
