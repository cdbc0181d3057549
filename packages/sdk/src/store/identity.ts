import type { Client } from '@urql/core';
import { createCommerceClient } from '../client';
import type { CacheScope } from '../exchanges/cacheScope';
import { clearShopStorage, SERVER_KEPT_KEYS, STORAGE_KEYS } from '../storage/keys';
import {
  keepUser,
  readAuthToken,
  readCartRecord,
  readUser,
  resetCartRecord,
  resetUnreadableRecords,
  type StoredUser,
} from '../storage/records';
import type { CartSlice } from './cart';
import type { StoreContext } from './context';
import { shopperChanged } from './storedShopper';
import type { ShopStoreOptions } from './types';

const SHOP_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/**
 * The store's client: its expired login or rejected session ends the identity, and its cache is
 * scoped to one shopper.
 *
 * @param options - the store's options
 * @param cacheScope - the scope the identity slice resets when the shopper changes
 * @param lost - called first when the login expired or the session was rejected
 * @param renewed - called with a login token renewed before it expired
 * @param followed - called with the shopper a server-side session's answer names
 * @returns the client
 */
export function commerceClientFor(
  options: ShopStoreOptions,
  cacheScope: CacheScope,
  lost: () => void,
  renewed: (token: string) => void = () => {},
  followed: (user: StoredUser | null) => void = () => {},
): Client {
  const loginPlugin =
    options.loginPlugin === undefined ? 'jwt-authentication' : options.loginPlugin;
  return createCommerceClient({
    endpoint: options.endpoint,
    storage: options.storage,
    fetch: options.fetch,
    now: options.now,
    cacheScope,
    loginPlugin: loginPlugin ?? undefined,
    onAuthRenewed: renewed,
    sessionOnServer: options.sessionOnServer ? { onShopper: followed } : undefined,
    onAuthExpired: () => {
      lost();
      options.onAuthExpired?.();
    },
    onSessionRejected: (message) => {
      lost();
      options.onSessionRejected?.(message);
    },
  });
}

/** What the identity slice needs besides the context. */
export interface IdentityDeps {
  /** The scope of the client's cache, reset for the next shopper. */
  cacheScope: Pick<CacheScope, 'reset'>;
  /** Where other tabs' `storage` events arrive; `window` when undefined. */
  events: ShopStoreOptions['events'];
  cart: Pick<CartSlice, 'refreshCart' | 'forgetAnswers'>;
  /** Where the shopper's session lives when a server keeps it. */
  sessionOnServer: ShopStoreOptions['sessionOnServer'];
}

/** The identity slice of the shop store; see {@link createIdentitySlice}. */
export type IdentitySlice = ReturnType<typeof createIdentitySlice>;

/**
 * Who the shopper is: the login token and stored user, reading storage after hydration, and
 * following other tabs.
 *
 * @param ctx - the shared store context
 * @param deps - the client's cache scope, the `storage` event target and the cart slice
 * @returns start, the token actions, logout and `change`
 * @remarks A change of identity drops the cart answer, pending changes and busy flags of the
 *   earlier shopper (answers still on their way are not applied) and resets the client's cache
 *   scope, so no cached answer of the earlier shopper is served again.
 */
export function createIdentitySlice(ctx: StoreContext, deps: IdentityDeps) {
  const { kernel, storage } = ctx;

  function change(token: string | null, user = token === null ? null : readUser(storage)): void {
    deps.cart.forgetAnswers();
    // Before the state changes: its listeners render at once, and a query that a render starts
    // for the new shopper must not be served the earlier one's cached answer.
    deps.cacheScope.reset();
    kernel.set(shopperChanged(storage, token, user));
  }

  const refreshIfKnown = () => {
    if (ctx.hasCommerceSession()) void deps.cart.refreshCart();
  };

  /**
   * Takes the customer a server-side session names, kept on this device as a hint for other tabs
   * and the next page (a name and an e-mail, no token).
   *
   * @returns whether the shopper changed
   */
  function adopt(user: StoredUser | null): boolean {
    if (user?.id === kernel.get().user?.id) return false;
    keepUser(storage, user);
    change(null, user);
    return true;
  }

  /** Follows the shopper an answer of the server's relay names; a new one's cart is loaded. */
  function follow(user: StoredUser | null): void {
    if (adopt(user)) void deps.cart.refreshCart();
  }

  /**
   * Asks the server's session who the shopper is; the store is ready once it has answered (or
   * failed to, when the customer stored on this device stands in).
   */
  async function askServer(sessionOnServer: NonNullable<IdentityDeps['sessionOnServer']>) {
    const shopper = await sessionOnServer.shopper().catch(() => null);
    const user = shopper ? shopper.user : readUser(storage);
    ctx.knownToServer(shopper?.cart === true || user !== null);
    adopt(user);
    // The server keeps no cart for this browser: lines kept here are another session's.
    if (shopper && !shopper.cart && !shopper.user) {
      resetCartRecord(storage);
      kernel.set({ storedLines: [] });
    }
    kernel.set({ ready: true });
    refreshIfKnown();
  }

  let asked = false;
  return {
    change,
    follow,

    start(): () => void {
      const firstStart = !kernel.get().ready;
      resetUnreadableRecords(storage);
      // Tokens a browser kept before its server took the session are forgotten, not sent.
      if (deps.sessionOnServer) for (const key of SERVER_KEPT_KEYS) storage.removeItem(key);
      const token = deps.sessionOnServer ? null : readAuthToken(storage);
      kernel.set({
        ready: deps.sessionOnServer ? kernel.get().ready : true,
        token,
        // A server-kept session's customer as this device last heard it, until the server says.
        user: deps.sessionOnServer || token !== null ? readUser(storage) : null,
        storedLines: readCartRecord(storage),
        couponCode: storage.getItem(STORAGE_KEYS.appliedCoupon),
      });
      if (deps.sessionOnServer) {
        if (!asked) void askServer(deps.sessionOnServer);
        asked = true;
      } else if (firstStart) refreshIfKnown();
      const events = deps.events === undefined ? (globalThis.window ?? null) : deps.events;
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key !== null && !SHOP_KEYS.includes(key)) return;
        if (deps.sessionOnServer) {
          const storedUser = readUser(storage);
          if (storedUser?.id !== kernel.get().user?.id) {
            change(null, storedUser);
            refreshIfKnown();
            return;
          }
        } else {
          const storedToken = readAuthToken(storage);
          if (storedToken !== kernel.get().token) {
            change(storedToken);
            refreshIfKnown();
            return;
          }
        }
        kernel.set({ couponCode: storage.getItem(STORAGE_KEYS.appliedCoupon) });
        if (key === STORAGE_KEYS.cart) refreshIfKnown();
      };
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },

    storeToken(token: string): void {
      storage.setItem(STORAGE_KEYS.authToken, token);
      change(token);
      void deps.cart.refreshCart();
    },

    renewToken(token: string): void {
      storage.setItem(STORAGE_KEYS.authToken, token);
      kernel.set({ token });
    },

    logout(): void {
      clearShopStorage(storage);
      change(null);
    },
  };
}
