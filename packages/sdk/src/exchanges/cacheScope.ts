import { type Exchange, makeOperation, mapExchange } from '@urql/core';

/**
 * Ends the cached answers of one shopper when another takes over the client: see
 * {@link createCacheScope}.
 */
export interface CacheScope {
  /** Goes before `cacheExchange` in the client's exchanges. */
  exchange: Exchange;
  /** Starts a new scope: no query is answered from the cache until the network has answered it. */
  reset(): void;
  /** The scope now: a number that every reset changes. */
  current(): number;
}

/**
 * Scopes urql's document cache to one shopper, so one client can serve every login.
 *
 * @returns the exchange and its reset
 * @remarks urql's `cacheExchange` keeps its answers for the client's life and has no way to
 *   empty them. This exchange remembers which queries the network has answered since the last
 *   reset and sends any other one `network-only`, so an answer cached for the earlier shopper is
 *   never served; once the network has answered a query for the new shopper, the cache serves it
 *   as usual. An answer to a request of an earlier scope does not count.
 */
export function createCacheScope(): CacheScope {
  const answered = new Set<number>();
  let scope = 0;
  return {
    exchange: mapExchange({
      onOperation(operation) {
        if (operation.kind !== 'query' || answered.has(operation.key)) return operation;
        return makeOperation(operation.kind, operation, {
          ...operation.context,
          requestPolicy: 'network-only',
          cacheScope: scope,
        });
      },
      onResult(result) {
        const { operation } = result;
        if (operation.kind === 'query' && operation.context.cacheScope === scope) {
          answered.add(operation.key);
        }
      },
    }),
    reset() {
      scope += 1;
      answered.clear();
    },
    current: () => scope,
  };
}
