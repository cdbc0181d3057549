import { type Client, type Exchange, makeOperation, mapExchange, type Operation } from '@urql/core';

/**
 * Ends the cached answers of one shopper when another takes over the client: see
 * {@link createCacheScope}.
 */
export interface CacheScope {
  /** Goes before `cacheExchange` in the client's exchanges. */
  exchange: Exchange;
  /**
   * Starts a new scope: no query answers from the cache until it has asked the network again, and
   * every query a component is watching now asks the network at once.
   */
  reset(): void;
}

/**
 * Scopes urql's document cache to one shopper, so a client can outlive a login or logout.
 *
 * @returns the exchange and its reset
 * @remarks urql's `cacheExchange` keeps its answers for the client's life and has no way to
 *   empty them. This exchange remembers which queries have asked the network since the last
 *   reset and sends any other one `network-only`, so an answer cached for the earlier shopper is
 *   never served; the queries being watched are sent again the way `cacheExchange` refreshes
 *   them after a mutation, so mounted components receive the new shopper's answers.
 */
export function createCacheScope(): CacheScope {
  const asked = new Set<number>();
  const watched = new Map<number, Operation>();
  let client: Client | null = null;
  const networkOnly = (operation: Operation): Operation =>
    makeOperation(operation.kind, operation, {
      ...operation.context,
      requestPolicy: 'network-only',
    });

  const scoped = mapExchange({
    onOperation(operation) {
      if (operation.kind === 'teardown') {
        watched.delete(operation.key);
        return operation;
      }
      if (operation.kind !== 'query') return operation;
      watched.set(operation.key, operation);
      if (asked.has(operation.key)) return operation;
      asked.add(operation.key);
      return networkOnly(operation);
    },
  });

  return {
    exchange: (input) => {
      client = input.client;
      return scoped(input);
    },
    reset() {
      asked.clear();
      for (const operation of [...watched.values()])
        client?.reexecuteOperation(networkOnly(operation));
    },
  };
}
