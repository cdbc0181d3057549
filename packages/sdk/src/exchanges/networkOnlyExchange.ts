import { type Exchange, getOperationName, makeOperation, mapExchange } from '@urql/core';

/** Queries whose answers change behind the shopper's back and so never come from the cache. */
export const NETWORK_ONLY_OPERATIONS: readonly string[] = [
  'GetCart',
  'Viewer',
  'GetFreeShippingAmount',
];

/**
 * Forces the `network-only` request policy on the queries of {@link NETWORK_ONLY_OPERATIONS}.
 *
 * @remarks Place it before `cacheExchange`. Catalogue queries keep the client's default policy
 * and may be served from the cache.
 */
export const networkOnlyExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind !== 'query') return operation;
    const name = getOperationName(operation.query);
    if (name === undefined || !NETWORK_ONLY_OPERATIONS.includes(name)) return operation;
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      requestPolicy: 'network-only',
    });
  },
});
