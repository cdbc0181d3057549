import { Client, fetchExchange } from '@urql/core';
import { responseStatusExchange } from './exchanges/responseStatusExchange';

/** Options of {@link createServerClient}. */
export interface ServerClientOptions {
  /** The GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql`. */
  endpoint: string;
  /** The fetch to use (a caching fetch, for example); defaults to the global one. */
  fetch?: typeof fetch;
}

/**
 * Creates a client for server-side loaders: the SDK's typed documents and answer rules, without
 * storage, session or auth headers, and without a cache.
 *
 * @param options - endpoint and optional fetch
 * @returns an urql `Client` that holds no shopper state
 * @remarks Create one per request and never share one between requests: a server client is cheap
 * (no cache, no storage), and anything a shared client learned from one shopper's request would
 * reach the next shopper's. It sends only what the operation says, so it suits catalogue and
 * content queries; cart, customer and order operations belong to the browser's client.
 */
export function createServerClient(options: ServerClientOptions): Client {
  return new Client({
    url: options.endpoint,
    fetch: options.fetch,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [responseStatusExchange, fetchExchange],
  });
}
