import { type Exchange, getOperationName, makeOperation, mapExchange } from '@urql/core';

/** Queries whose answers change behind the shopper's back and so never come from the cache. */
export const NETWORK_ONLY_OPERATIONS: readonly string[] = [
  'GetCart',
  'Viewer',
  'GetFreeShippingAmount',
];

/**
 * Forces the `network-only` request policy on the named queries.
 *
 * @param operationNames - the query names to force (defaults to {@link NETWORK_ONLY_OPERATIONS})
 * @returns an exchange to place before `cacheExchange`
 * @remarks Catalogue queries keep the client's default policy and may be served from the cache.
 */
export const networkOnlyExchange = (
  operationNames: readonly string[] = NETWORK_ONLY_OPERATIONS,
): Exchange =>
  mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'query') return operation;
      const name = getOperationName(operation.query);
      if (name === undefined || !operationNames.includes(name)) return operation;
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        requestPolicy: 'network-only',
      });
    },
  });
