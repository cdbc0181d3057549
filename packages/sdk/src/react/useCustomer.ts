import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  type CustomerAddressInput,
  type CustomerFragment,
  GetCustomerDocument,
} from '../generated/graphql';
import { type ActionResult, errorMessage } from '../store/actionResult';
import type { AccountDetailsInput } from '../store/types';
import { useClientShopStore, useShopSnapshot } from './ShopStoreProvider';

export type { AccountDetailsInput };

/** What {@link useCustomer} gives. */
export interface UseCustomerResult {
  /** The logged-in customer, or null for a guest or before it has loaded. */
  customer: CustomerFragment | null;
  /** Whether the customer query is loading. */
  fetching: boolean;
  /** The message of the last failed load, if any. */
  error: string | null;
  /** Asks the network for the customer again (after a failed load, for example). */
  refetch(): void;
  /**
   * Saves names, display name, e-mail and optionally a new password; after a password change
   * the renewed login token is stored, so the customer stays logged in.
   */
  updateAccount(input: AccountDetailsInput): Promise<ActionResult>;
  /** Saves the billing or the shipping address, then refetches the customer. */
  updateAddress(
    kind: 'billing' | 'shipping',
    address: CustomerAddressInput & { __typename?: string },
  ): Promise<ActionResult>;
}

/**
 * The logged-in customer and the account area's updates (sent through the shop store).
 *
 * @param options - `pause` skips the query (for example until the account tab opens)
 * @returns the customer, its loading state and the update actions
 */
export function useCustomer(options: { pause?: boolean } = {}): UseCustomerResult {
  const store = useClientShopStore();
  const { loggedIn } = useShopSnapshot();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetCustomerDocument,
    pause: (options.pause ?? false) || !loggedIn,
  });

  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const updateAccount = useCallback<UseCustomerResult['updateAccount']>(
    async (input) => {
      const result = await store.updateAccount(input);
      if (result.ok) refetch();
      return result;
    },
    [refetch, store],
  );

  const updateAddress = useCallback<UseCustomerResult['updateAddress']>(
    async (kind, { __typename: _typename, ...address }) => {
      const result = await store.updateAddress(kind, address);
      if (result.ok) refetch();
      return result;
    },
    [refetch, store],
  );

  return {
    customer: loggedIn ? (data?.customer ?? null) : null,
    fetching,
    error: error ? errorMessage(error) : null,
    refetch,
    updateAccount,
    updateAddress,
  };
}
