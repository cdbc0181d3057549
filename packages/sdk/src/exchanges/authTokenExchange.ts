import { isJwtExpired } from '@peptide/domain';
import { type Exchange, mapExchange } from '@urql/core';
import { STORAGE_KEYS } from '../storage/keys';
import { readAuthToken } from '../storage/records';
import type { ShopStorage } from '../storage/storage';
import { withRequestHeaders } from './operationContext';

/** Options of {@link authTokenExchange}. */
export interface AuthTokenExchangeOptions {
  /** Where the login token and user are stored. */
  storage: ShopStorage;
  /** Epoch milliseconds. */
  now: () => number;
  /** Called once when a stored token is found expired or malformed and has been removed. */
  onAuthExpired?: () => void;
}

/**
 * Sends the stored login token as `Authorization: Bearer {token}` while its `exp` is in the future.
 *
 * @param options - where the token lives, the clock, and what to do when it has expired
 * @returns an exchange to place before `fetchExchange`
 * @remarks
 * An expired or malformed token is removed together with the stored user, the operation goes
 * out as a guest, and `onAuthExpired` is called (the storefront reloads there). This is a
 * `mapExchange` rather than `@urql/exchange-auth`'s `authExchange`: there is no refresh flow
 * to queue operations behind, only a synchronous check per operation.
 *
 * A password change ends the customer's earlier tokens and `changeAccountCredentials` answers with a
 * renewed one: it replaces the stored token as the answer passes, before the cache re-runs the
 * queries the mutation touched, so none of them goes out with the ended token.
 */
export const authTokenExchange = ({
  storage,
  now,
  onAuthExpired,
}: AuthTokenExchangeOptions): Exchange =>
  mapExchange({
    onOperation(operation) {
      const token = readAuthToken(storage);
      if (token === null) return withRequestHeaders(operation, { authorization: null });
      if (isJwtExpired(token, now())) {
        storage.removeItem(STORAGE_KEYS.authToken);
        storage.removeItem(STORAGE_KEYS.user);
        onAuthExpired?.();
        return withRequestHeaders(operation, { authorization: null });
      }
      return withRequestHeaders(operation, { authorization: `Bearer ${token}` });
    },
    onResult(result) {
      if (result.operation.kind !== 'mutation' || readAuthToken(storage) === null) return;
      const renewed = renewedToken(result.data);
      if (renewed) storage.setItem(STORAGE_KEYS.authToken, renewed);
    },
  });

/** The login token a `changeAccountCredentials` answer carries after a password change, if any. */
function renewedToken(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const payload = (data as { changeAccountCredentials?: { authToken?: unknown } | null })
    .changeAccountCredentials;
  const token = payload?.authToken;
  return typeof token === 'string' && token.trim() !== '' ? token : null;
}
