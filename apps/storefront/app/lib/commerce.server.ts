import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createServerClient } from '@peptide/sdk';
import { createRequest, stringifyVariables } from 'urql';
import { serverConfig } from '../config.server';
import { forwardingFetch } from './clientAddress.server';
import { saysNotFound } from './notFoundAnswer';
import { type CachePolicy, createSwrCache } from './swrCache.server';

/** The commerce client of one request. */
export type CommerceClient = ReturnType<typeof createServerClient>;

/**
 * The catalogue and content answers every request's loaders share (never a shopper's own), as
 * JSON, so that no loader can change another's copy.
 */
const answers = createSwrCache<string>({
  maxBytes: 16 * 1024 * 1024,
  bytesOf: (json) => Buffer.byteLength(json),
});

/**
 * A commerce client for one request's loaders.
 *
 * @param shopperRequest - the shopper's request, for an action that sends a change of theirs:
 *   the backend is told their address (`X-Forwarded-For`), so its limits count them
 * @returns a fresh server client on COMMERCE_GRAPHQL_URL
 * @remarks Call it inside a loader, never at module level: a client shared between requests
 *   would carry one shopper's answers into another's. Answers are shared between requests only
 *   where a {@link query} names a cache policy.
 */
export function commerceClient(shopperRequest?: Request): CommerceClient {
  return createServerClient({
    endpoint: serverConfig().commerceGraphqlUrl,
    fetch: shopperRequest ? forwardingFetch(shopperRequest) : undefined,
  });
}

/** A failed commerce query: the server's or the transport's message. */
export class CommerceError extends Error {
  /**
   * Whether the server said that what was asked for does not exist (code NOT_FOUND, or
   * WooGraphQL's own sentence for it: see `saysNotFound`).
   */
  readonly notFound: boolean;

  constructor(message: string, notFound = false) {
    super(message);
    this.name = 'CommerceError';
    this.notFound = notFound;
  }
}

/**
 * Runs a query and returns its data.
 *
 * @param client - the request's client
 * @param document - a typed document of `@peptide/sdk`
 * @param variables - the query's variables
 * @param cache - how long the answer is shared between requests (`CacheShort()`,
 *   `CacheLong()`); without it the query always reaches the backend
 * @returns the data
 * @throws a {@link CommerceError} with the server's or the transport's message when it failed
 * @remarks Name a policy only for catalogue and content queries, whose answers are the same for
 *   every shopper. Answers are kept by endpoint, operation and variables; a failure is never
 *   kept, and a failed background refresh keeps serving the stale answer until it expires.
 */
export async function query<Data, Variables extends Record<string, unknown>>(
  client: CommerceClient,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  cache?: CachePolicy,
): Promise<Data> {
  const load = () => fetchData(client, document, variables);
  if (!cache) return load();
  const request = createRequest(document, variables);
  const { url } = client.createRequestOperation('query', request).context;
  const key = `${url}\n${operationName(document)}\n${stringifyVariables(variables)}`;
  const { value } = await answers.get(key, cache, async () => JSON.stringify(await load()));
  return JSON.parse(value) as Data;
}

/** The name of a document's operation, which the SDK's code generator keeps unique. */
function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A cached query needs a named operation.');
}

async function fetchData<Data, Variables extends Record<string, unknown>>(
  client: CommerceClient,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await client.query(document, variables).toPromise();
  if (result.error) {
    const [first] = result.error.graphQLErrors;
    throw new CommerceError(
      first?.message ?? result.error.message,
      first ? saysNotFound(first) : false,
    );
  }
  if (!result.data) throw new Error('The commerce server answered without data.');
  return result.data;
}
