import { type Exchange, mapExchange } from '@urql/core';
import { isStoredUser, type StoredUser } from '../storage/records';

/**
 * Follows who a server-side session says the shopper is: every answer of the storefront's relay
 * carries `extensions.shopper.user` (see `relayShopperOperation`), and the store adopts it, so a
 * login, a registration that logs in or a login the server ended shows at once.
 *
 * @param onShopper - called with the user (null for a guest) of every answer that says one
 * @returns an exchange to place after `cacheExchange`
 * @remarks Answers without the extension (a backend spoken to directly) change nothing.
 */
export const serverShopperExchange = (onShopper: (user: StoredUser | null) => void): Exchange =>
  mapExchange({
    onResult(result) {
      const shopper: unknown = result.extensions?.shopper;
      if (typeof shopper !== 'object' || shopper === null || !('user' in shopper)) return;
      const { user } = shopper;
      if (user === null || isStoredUser(user)) onShopper(user);
    },
  });
