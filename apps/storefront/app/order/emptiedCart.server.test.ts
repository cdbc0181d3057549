import type { OrderFragment } from '@peptide/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { RequestShopper } from '../lib/shopperSession.server';
import { cartAfterPayment } from './emptiedCart.server';

const EMPTY_CART = { contents: { nodes: [] } };

/** A cart that still holds a line (the backend's checkout did not empty it). */
const HELD_CART = { isEmpty: false, contents: { nodes: [{ key: 'line' }] } };

/** A shopper with a session awaiting the payment of order `awaiting` (none when null). */
function shopperAwaiting(awaiting: number | null) {
  const query = vi.fn(() => ({ toPromise: async () => ({ data: { cart: HELD_CART } }) }));
  const mutation = vi.fn(() => ({
    toPromise: async () => ({ data: { removeItemsFromCart: { cart: EMPTY_CART } } }),
  }));
  const shopper = {
    shopper: { session: 'a-session', authToken: null, refreshToken: null, user: null },
    awaitingPayment: () =>
      awaiting === null ? null : { orderId: awaiting, paymentUrl: 'https://pay.example/7' },
    sessionClient: async () => ({ client: { query, mutation } }),
  } as unknown as RequestShopper;
  return { shopper, mutation };
}

describe('cartAfterPayment: a payment that comes back to order received as a GET', () => {
  it.each<OrderFragment['status']>(['PROCESSING', 'ON_HOLD', 'COMPLETED'])(
    'given the order the session awaits the payment of, now %s / it empties the cart once',
    async (status) => {
      const { shopper, mutation } = shopperAwaiting(7);
      expect(await cartAfterPayment(shopper, 7, status)).toEqual(EMPTY_CART);
      expect(mutation).toHaveBeenCalledTimes(1);
    },
  );

  it.each<OrderFragment['status'] | null>(['PENDING', 'FAILED', 'CANCELLED', null])(
    'given the awaited order read as %s / it leaves the cart as it is',
    async (status) => {
      const { shopper, mutation } = shopperAwaiting(7);
      expect(await cartAfterPayment(shopper, 7, status)).toBeNull();
      expect(mutation).not.toHaveBeenCalled();
    },
  );

  it('given a paid order the session does not await (another, or one already settled) / it leaves the cart as it is', async () => {
    for (const { awaiting, orderId } of [
      { awaiting: 7, orderId: 8 },
      { awaiting: null, orderId: 7 },
    ]) {
      const { shopper, mutation } = shopperAwaiting(awaiting);
      expect(await cartAfterPayment(shopper, orderId, 'PROCESSING')).toBeNull();
      expect(mutation).not.toHaveBeenCalled();
    }
  });
});
