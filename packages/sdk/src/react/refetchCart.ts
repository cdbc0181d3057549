import type { Client } from '@urql/core';
import { GetCartDocument } from '../generated/graphql';

/**
 * Fetches the cart from the network; every mounted `useCart` receives the answer, because urql
 * delivers a result to every subscriber of the same operation.
 */
export async function refetchCart(client: Client): Promise<void> {
  await client.query(GetCartDocument, {}, { requestPolicy: 'network-only' }).toPromise();
}
