import { type CartFragment, EmptyCartDocument } from '@peptide/sdk';
import type { RequestShopper } from '../lib/shopperSession.server';

/**
 * Empties the session's cart, as the order pages do on load (one request; none for a visitor
 * without a session).
 *
 * @param shopper - the request's shopper
 * @returns the cart as the backend answered, for the browser's store; null when there was none
 */
export async function emptiedCart(shopper: RequestShopper): Promise<CartFragment | null> {
  if (!shopper.shopper.session) return null;
  const { client } = await shopper.sessionClient();
  const answer = await client.mutation(EmptyCartDocument, {}).toPromise();
  return answer.data?.removeItemsFromCart?.cart ?? null;
}
