import { MESSAGES } from '@peptide/domain';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  type CustomerAddressInput,
  type CustomerFragment,
  GetCustomerDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerDocument,
} from '../generated/graphql';
import { type ActionResult, errorMessage } from '../store/actionResult';
import { useShopSnapshot, useShopStore } from './CommerceProvider';

/** Refusals of an account update that tell the shopper what to change. */
const ACCOUNT_UPDATE_REFUSALS: readonly string[] = [
  MESSAGES.currentPasswordRequired,
  MESSAGES.currentPasswordWrong,
];

/** The account details form; the password is sent only when given. */
export interface AccountDetailsInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  password?: string | null;
  /** The account's password as it is: the server asks for it with a new password or e-mail. */
  currentPassword?: string | null;
}

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
 * The logged-in customer and the account area's updates.
 *
 * @param options - `pause` skips the query (for example until the account tab opens)
 * @returns the customer, its loading state and the update actions
 */
export function useCustomer(options: { pause?: boolean } = {}): UseCustomerResult {
  const store = useShopStore();
  const { client, token } = useShopSnapshot();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetCustomerDocument,
    pause: (options.pause ?? false) || token === null,
  });

  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const updateAccount = useCallback<UseCustomerResult['updateAccount']>(
    async ({ password, ...names }) => {
      const input = password ? { ...names, password } : names;
      const result = await client.mutation(UpdateCustomerDocument, { input }).toPromise();
      if (result.error || !result.data?.updateCustomer?.customer) {
        // What the shopper can put right is said; anything else stays generic.
        const said = result.error?.graphQLErrors[0]?.message;
        return {
          ok: false,
          message:
            said && ACCOUNT_UPDATE_REFUSALS.includes(said) ? said : MESSAGES.somethingWentWrong,
        };
      }
      // A new password ends the earlier login tokens: keep the one the answer carries.
      const renewed = result.data.updateCustomer.authToken;
      if (renewed) store.renewToken(renewed);
      refetch();
      return { ok: true, message: MESSAGES.success };
    },
    [client, refetch, store],
  );

  const updateAddress = useCallback<UseCustomerResult['updateAddress']>(
    async (kind, { __typename: _typename, ...address }) => {
      const result = await client
        .mutation(UpdateCustomerAddressDocument, { [kind]: address })
        .toPromise();
      if (result.error) return { ok: false, message: errorMessage(result.error) };
      refetch();
      return { ok: true, message: MESSAGES.success };
    },
    [client, refetch],
  );

  return {
    customer: token === null ? null : (data?.customer ?? null),
    fetching,
    error: error ? errorMessage(error) : null,
    refetch,
    updateAccount,
    updateAddress,
  };
}
