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
  });
