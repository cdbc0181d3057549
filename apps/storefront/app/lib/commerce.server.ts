import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createServerClient } from '@peptide/sdk';
import { serverConfig } from '../config.server';
import { createSubrequestCache } from './subrequestCache.server';

/** The commerce client of one request. */
export type CommerceClient = ReturnType<typeof createServerClient>;

/** The catalogue and content answers every request's loaders share (never a shopper's own). */
const subrequestCache = createSubrequestCache();

/**
 * A commerce client for one request's loaders.
 *
 * @returns a fresh server client on COMMERCE_GRAPHQL_URL, whose catalogue and content queries
 *   go through the shared stale-while-revalidate cache
 * @remarks Call it inside a loader, never at module level: a client shared between requests
 *   would carry one shopper's answers into another's. The cache shares only the operations it
 *   lists, which hold no shopper's data.
 */
export function commerceClient(): CommerceClient {
  return createServerClient({
    endpoint: serverConfig().commerceGraphqlUrl,
    fetch: subrequestCache.fetch,
  });
}

/** A failed commerce query: the server's or the transport's message. */
export class CommerceError extends Error {
  /** Whether the server said that what was asked for does not exist (code NOT_FOUND). */
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
 * @returns the data
 * @throws a {@link CommerceError} with the server's or the transport's message when it failed
 */
export async function query<Data, Variables extends Record<string, unknown>>(
  client: CommerceClient,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await client.query(document, variables).toPromise();
  if (result.error) {
    const [first] = result.error.graphQLErrors;
    throw new CommerceError(
      first?.message ?? result.error.message,
      first?.extensions?.code === 'NOT_FOUND',
    );
  }
  if (!result.data) throw new Error('The commerce server answered without data.');
  return result.data;
}
