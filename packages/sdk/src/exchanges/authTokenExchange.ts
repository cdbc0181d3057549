import { isJwtExpired } from '@peptide/domain';
import { type Exchange, mapExchange, type Operation } from '@urql/core';
import type { LoginRefresher } from '../login';
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
  /** Renews the login token with the stored refresh token (a login plugin's refresh mutation). */
  refresh?: LoginRefresher;
  /** Called with a renewed login token once it is stored. */
  onAuthRenewed?: (token: string) => void;
}

/** A login token is renewed this long before it expires, so no request goes out with a dying one. */
export const RENEW_BEFORE_MS = 60_000;

/**
 * Sends the stored login token as `Authorization: Bearer {token}` while its `exp` is in the
 * future, renewing it with the stored refresh token before it expires.
 *
 * @param options - where the token lives, the clock, the refresher and what to do when the login
 *   has ended
 * @returns an exchange to place before `fetchExchange`
 * @remarks
 * A token within {@link RENEW_BEFORE_MS} of its expiry is renewed first (one refresh at a time;
 * operations meanwhile wait for it). A refused refresh, or an expired or malformed token without
 * a refresh token, ends the login: the token, refresh token and stored user are removed, the
 * operation goes out as a guest and `onAuthExpired` is called. A backend that cannot be reached
 * ends nothing while the token still holds.
 *
 * A password change ends the customer's earlier tokens and `changeAccountCredentials` answers with a
 * renewed one: it replaces the stored token as the answer passes, before the cache re-runs the
 * queries the mutation touched, so none of them goes out with the ended token.
 */
export const authTokenExchange = ({
  storage,
  now,
  onAuthExpired,
  refresh,
  onAuthRenewed,
}: AuthTokenExchangeOptions): Exchange => {
  let renewing: Promise<string | null> | null = null;

  const end = () => {
    storage.removeItem(STORAGE_KEYS.authToken);
    storage.removeItem(STORAGE_KEYS.refreshToken);
    storage.removeItem(STORAGE_KEYS.user);
    onAuthExpired?.();
  };

  const renew = (token: string, refreshToken: string, refresher: LoginRefresher) => {
    renewing ??= refresher(refreshToken)
      .then(
        (fresh) => {
          if (fresh) {
            storage.setItem(STORAGE_KEYS.authToken, fresh);
            onAuthRenewed?.(fresh);
            return fresh;
          }
          end();
          return null;
        },
        () => {
          if (!isJwtExpired(token, now())) return token;
          end();
          return null;
        },
      )
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  const withToken = (operation: Operation, token: string | null) =>
    withRequestHeaders(operation, { authorization: token ? `Bearer ${token}` : null });

  return mapExchange({
    onOperation(operation) {
      const token = readAuthToken(storage);
      if (token === null) return withToken(operation, null);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      if (refresh && refreshToken && isJwtExpired(token, now() + RENEW_BEFORE_MS)) {
        return renew(token, refreshToken, refresh).then((current) => withToken(operation, current));
      }
      if (isJwtExpired(token, now())) {
        end();
        return withToken(operation, null);
      }
      return withToken(operation, token);
    },
    onResult(result) {
      if (result.operation.kind !== 'mutation' || readAuthToken(storage) === null) return;
      const renewed = renewedTokens(result.data);
      if (!renewed.authToken) return;
      storage.setItem(STORAGE_KEYS.authToken, renewed.authToken);
      // The earlier refresh token ended with the password too: a login without the new one
      // could not be renewed once its token expires.
      if (renewed.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, renewed.refreshToken);
    },
  });
};

const tokenIn = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The tokens a `changeAccountCredentials` answer carries after a password change, if any. */
function renewedTokens(data: unknown): { authToken: string | null; refreshToken: string | null } {
  const payload =
    typeof data === 'object' && data !== null
      ? (
          data as {
            changeAccountCredentials?: { authToken?: unknown; refreshToken?: unknown } | null;
          }
        ).changeAccountCredentials
      : null;
  return { authToken: tokenIn(payload?.authToken), refreshToken: tokenIn(payload?.refreshToken) };
}
