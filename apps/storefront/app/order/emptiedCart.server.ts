import {
  type CartFragment,
  EmptyCartDocument,
  GetCartDocument,
  type OrderFragment,
} from '@peptide/sdk';
import type { RequestShopper } from '../lib/shopperSession.server';

/**
 * Empties the session's cart (nothing for a visitor without a session or a cart already empty).
 * Only a post that placed an order, or the return of that order's payment (see
 * {@link cartAfterPayment}), empties it: an order page opened by a link changes nothing.
 *
 * @param shopper - the request's shopper
 * @returns the cart as the backend answered, for the page; null when there was none
 */
export async function emptiedCart(shopper: RequestShopper): Promise<CartFragment | null> {
  if (!shopper.shopper.session) return null;
  const { client } = await shopper.sessionClient();
  // WooCommerce's checkout empties the cart of the order it placed itself, and its
  // removeItemsFromCart refuses a cart with nothing in it: only a cart that still holds lines is
  // emptied.
  const held = await client
    .query(GetCartDocument, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (held.data?.cart?.isEmpty) return held.data.cart;
  const answer = await client.mutation(EmptyCartDocument, {}).toPromise();
  return answer.data?.removeItemsFromCart?.cart ?? null;
}

/** The statuses of an order whose payment went through (or that has nothing to pay online). */
const WENT_THROUGH: ReadonlySet<OrderFragment['status']> = new Set([
  'PROCESSING',
  'ON_HOLD',
  'COMPLETED',
]);

/**
 * Empties the session's cart when a gateway sends the shopper back to order received (a GET)
 * after paying: only for the order this session placed and still awaits the payment of, and
 * only once the backend reads that order as paid. Call it before the payment is settled.
 *
 * @param shopper - the request's shopper
 * @param orderId - the order the page shows
 * @param status - the order's status as the backend read it now, if it could
 * @returns the emptied cart, for the page; null when nothing was emptied
 * @remarks A link from another site can name any order, but it cannot make this session's
 *   awaited order paid; once settled, the order empties nothing again, so a later cart survives
 *   a link to it. A payment cancelled or failed leaves the cart as it is.
 */
export async function cartAfterPayment(
  shopper: RequestShopper,
  orderId: number,
  status: OrderFragment['status'] | null | undefined,
): Promise<CartFragment | null> {
  const returned = shopper.awaitingPayment()?.orderId === orderId;
  return returned && status && WENT_THROUGH.has(status) ? emptiedCart(shopper) : null;
}
