import type { SessionRecord } from '@peptide/domain';
import type { Client } from '@urql/core';
import { createCommerceClient } from './client';
import type { LoginPlugin } from './login';
import { STORAGE_KEYS } from './storage/keys';
import {
  readAuthToken,
  readSession,
  readUser,
  type StoredUser,
  writeUser,
} from './storage/records';
import { memoryStorage, type ShopStorage } from './storage/storage';

/**
 * What a server keeps of one shopper between requests, in a signed, httpOnly cookie: WooCommerce's
 * session (the cart) and the login plugin's tokens. Plain JSON, so any cookie session can hold it.
 */
export interface ShopperSession {
  /** WooCommerce's session token and when it was first stored (the `woocommerce-session` header). */
  session: SessionRecord | null;
  /** The login plugin's login token. */
  authToken: string | null;
  /** The login plugin's refresh token, which renews the login token. */
  refreshToken: string | null;
  /** Who is logged in, as the login answered. */
  user: StoredUser | null;
}

/** A shopper without a cart or a login. */
export const NO_SHOPPER: ShopperSession = {
  session: null,
  authToken: null,
  refreshToken: null,
  user: null,
};

/** Options of {@link createSessionClient}. */
export interface SessionClientOptions {
  /** The GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql`. */
  endpoint: string;
  /** The shopper's session as the request's cookie brought it (or {@link NO_SHOPPER}). */
  shopper: ShopperSession;
  /**
   * The backend's login plugin: login tokens are renewed on the server before they expire.
   * Default `'jwt-authentication'`; null where the backend has none.
   */
  loginPlugin?: LoginPlugin | null;
  fetch?: typeof fetch;
  /** The clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

/** One request's client over a shopper's session; see {@link createSessionClient}. */
export interface SessionClient {
  /** The client: the SDK's typed documents, sent as this shopper. */
  client: Client;
  /** The shopper's session after the operations so far, to write back to the cookie. */
  shopper(): ShopperSession;
  /** Whether an operation, a login or a logout changed the shopper's session since it was brought. */
  changed(): boolean;
  /** Keeps a login's answer (`Login`, `LoginWithPassword`, a registration with tokens). */
  logIn(login: { authToken: string; refreshToken?: string | null; user: StoredUser }): void;
  /** Forgets the login and the cart: the next request is a new visitor's. */
  logOut(): void;
}

/** The storage keys a shopper session is kept under while one request runs. */
function seed(shopper: ShopperSession): Record<string, string> {
  return {
    ...(shopper.session ? { [STORAGE_KEYS.session]: JSON.stringify(shopper.session) } : {}),
    ...(shopper.authToken ? { [STORAGE_KEYS.authToken]: shopper.authToken } : {}),
    ...(shopper.refreshToken ? { [STORAGE_KEYS.refreshToken]: shopper.refreshToken } : {}),
    ...(shopper.user ? { [STORAGE_KEYS.user]: JSON.stringify(shopper.user) } : {}),
  };
}

/** The storage keys that hold the shopper's session (not the cart record the transport also writes). */
const SHOPPER_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.session,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
]);

/**
 * A memory storage over the brought shopper that notes its own changes: a write or removal that
 * alters one of the shopper's keys marks it changed.
 */
function trackedStorage(shopper: ShopperSession): { storage: ShopStorage; changed(): boolean } {
  const entries = memoryStorage(seed(shopper));
  let changed = false;
  const note = (key: string, next: string | null) => {
    if (SHOPPER_KEYS.has(key) && entries.getItem(key) !== next) changed = true;
  };
  return {
    changed: () => changed,
    storage: {
      getItem: (key) => entries.getItem(key),
      setItem(key, value) {
        note(key, String(value));
        entries.setItem(key, value);
      },
      removeItem(key) {
        note(key, null);
        entries.removeItem(key);
      },
    },
  };
}

/**
 * A client for one server request, sent as the shopper whose session the request's cookie holds:
 * WooCommerce's session header and the login token go with every operation, a new session token
 * in an answer is kept, and a login token is renewed with the refresh token before it expires,
 * all on the server, so no token ever reaches page scripts.
 *
 * @param options - the endpoint, the shopper's session from the cookie, the login plugin
 * @returns the client, the session to write back, and the login's keeping and forgetting
 * @remarks The transport is the browser client's (`createCommerceClient`) over a memory storage
 *   seeded from the cookie, so the two follow the same rules: a session older than 7 days is not
 *   sent, a rejected session or a refused refresh ends the login. Create one per request and
 *   write `shopper()` back to the cookie when `changed()`; never share one between requests.
 *   Works in any server framework: the cookie is the framework's (React Router's
 *   `createCookieSessionStorage`, Remix's, Next's `cookies()`, a plain Node server's header).
 */
export function createSessionClient(options: SessionClientOptions): SessionClient {
  const { storage, changed } = trackedStorage(options.shopper);
  const loginPlugin =
    options.loginPlugin === undefined ? 'jwt-authentication' : options.loginPlugin;
  const client = createCommerceClient({
    endpoint: options.endpoint,
    storage,
    fetch: options.fetch,
    now: options.now,
    loginPlugin: loginPlugin ?? undefined,
  });
  const shopper = (): ShopperSession => ({
    session: readSession(storage),
    authToken: readAuthToken(storage),
    refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
    user: readUser(storage),
  });
  return {
    client,
    shopper,
    changed,
    logIn({ authToken, refreshToken, user }) {
      storage.setItem(STORAGE_KEYS.authToken, authToken);
      if (refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
      else storage.removeItem(STORAGE_KEYS.refreshToken);
      writeUser(storage, user);
    },
    logOut() {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
}
