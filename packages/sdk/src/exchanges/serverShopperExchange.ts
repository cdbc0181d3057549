import { type Exchange, makeOperation, mapExchange } from '@urql/core';
import { isStoredUser, type StoredUser } from '../storage/records';
import type { CacheScope } from './cacheScope';

/**
 * Follows who a server-side session says the shopper is: every answer of the storefront's relay
 * carries `extensions.shopper.user` (see `relayShopperOperation`), and the store adopts it, so a
 * login, a registration that logs in or a login the server ended shows at once.
 *
 * @param onShopper - called with the user (null for a guest) of every answer that says one
 * @param scope - the client's shopper scope: an answer to a request sent before the shopper
 *   changed (a logout while it was on its way) names the earlier shopper, and is not followed
 * @returns an exchange to place after `cacheExchange`
 * @remarks Answers without the extension (a backend spoken to directly) change nothing.
 */
export const serverShopperExchange = (
  onShopper: (user: StoredUser | null) => void,
  scope?: Pick<CacheScope, 'current'>,
): Exchange =>
  mapExchange({
    onOperation(operation) {
      if (!scope) return operation;
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        shopperScope: scope.current(),
      });
    },
    onResult(result) {
      if (scope && result.operation.context.shopperScope !== scope.current()) return;
      const shopper: unknown = result.extensions?.shopper;
      if (typeof shopper !== 'object' || shopper === null || !('user' in shopper)) return;
      const { user } = shopper;
      if (user === null || isStoredUser(user)) onShopper(user);
    },
  });
