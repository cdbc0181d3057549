import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { authTokenExchange } from './exchanges/authTokenExchange';
import { networkOnlyExchange } from './exchanges/networkOnlyExchange';
import { responseStatusExchange } from './exchanges/responseStatusExchange';
import { sessionExchange } from './exchanges/sessionExchange';
import { sessionRejectedExchange } from './exchanges/sessionRejectedExchange';
import { type LoginPlugin, loginRefresher } from './login';
import type { ShopStorage } from './storage/storage';

/** Options of {@link createCommerceClient}. */
export interface CommerceClientOptions {
  /** The GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql`. */
  endpoint: string;
  /** Where the session, token, user and cart records live: `localStorageAdapter()` or `memoryStorage()`. */
  storage: ShopStorage;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
  /** The clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
  /** Called when a stored login token has expired and was removed (the storefront reloads). */
  onAuthExpired?: () => void;
  /**
   * The backend's login plugin: login tokens are then renewed with the stored refresh token
   * before they expire. Without it a token lasts as long as it was issued for.
   */
  loginPlugin?: LoginPlugin;
  /** Called with a renewed login token once it is stored. */
  onAuthRenewed?: (token: string) => void;
  /** Called when the server rejects the session or token, after the shop's storage is cleared. */
  onSessionRejected?: (message: string) => void;
}

/**
 * Creates the urql client that talks to the commerce backend with the shop's transport rules.
 *
 * @param options - endpoint, storage and optional fetch, clock and callbacks
 * @returns an urql `Client`; pass the SDK's typed documents to `query` and `mutation`
 * @remarks
 * Exchange order matters: the network-only policy is set before the cache looks; session
 * rejection is seen on the way back for cached and fresh results alike; session and auth
 * headers are added only to operations that really go to the network; the response rules wrap
 * the fetch innermost-last, so the session header of a failed response is still read.
 */
export function createCommerceClient(options: CommerceClientOptions): Client {
  const { storage } = options;
  const now = options.now ?? Date.now;
  return new Client({
    url: options.endpoint,
    fetch: options.fetch,
    preferGetMethod: false,
    exchanges: [
      networkOnlyExchange,
      cacheExchange,
      sessionRejectedExchange({ storage, onSessionRejected: options.onSessionRejected }),
      sessionExchange({ storage, now }),
      authTokenExchange({
        storage,
        now,
        onAuthExpired: options.onAuthExpired,
        onAuthRenewed: options.onAuthRenewed,
        refresh: options.loginPlugin
          ? loginRefresher(options.endpoint, options.loginPlugin, options.fetch)
          : undefined,
      }),
      responseStatusExchange,
      fetchExchange,
    ],
  });
}
