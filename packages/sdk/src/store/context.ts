import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AnyVariables, Client, OperationResult } from '@urql/core';
import { readSession } from '../storage/records';
import type { ShopStorage } from '../storage/storage';
import type { Kernel } from './createStore';
import { whileBusy } from './storedShopper';
import type { BusyKey, ShopSnapshot, ShopState } from './types';

/** What every slice of the shop store shares: the kernel, storage and one way to send. */
export interface StoreContext {
  kernel: Kernel<ShopState, ShopSnapshot>;
  storage: ShopStorage;
  placeholderImage: string;
  /** The store's one client. */
  client: Client;
  /** Whether a server keeps the shopper's session and login (the client sends no token). */
  sessionOnServer: boolean;
  /** Sends a mutation with the store's client. */
  mutate<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<OperationResult<Data, Variables>>;
  /** Sends a query with the store's client. */
  query<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<OperationResult<Data, Variables>>;
  /** Shows `key` as busy while `run` is in flight. */
  whileBusy<T>(key: BusyKey, run: () => Promise<T>): Promise<T>;
  /** Whether the server knows this shopper (a stored session or a login), so a cart exists. */
  hasCommerceSession(): boolean;
  /** Records what a server-side session said: whether it holds a session or a login. */
  knownToServer(known: boolean): void;
}

/**
 * Builds the context the slices share.
 *
 * @param kernel - the store's kernel
 * @param storage - the shop's storage
 * @param placeholderImage - the image of a cart line whose product has none
 * @param client - the store's client
 * @param sessionOnServer - whether a server keeps the shopper's session and login
 * @returns the context
 */
export function storeContext(
  kernel: Kernel<ShopState, ShopSnapshot>,
  storage: ShopStorage,
  placeholderImage: string,
  client: Client,
  sessionOnServer = false,
): StoreContext {
  let serverKnows = false;
  return {
    kernel,
    storage,
    placeholderImage,
    client,
    sessionOnServer,
    mutate: (document, variables) => client.mutation(document, variables).toPromise(),
    query: (document, variables) => client.query(document, variables).toPromise(),
    whileBusy: (key, run) => whileBusy(kernel, key, run),
    hasCommerceSession: () =>
      serverKnows ||
      readSession(storage) !== null ||
      kernel.get().token !== null ||
      kernel.get().user !== null ||
      kernel.get().cart !== null,
    knownToServer(known) {
      serverKnows = known;
    },
  };
}
