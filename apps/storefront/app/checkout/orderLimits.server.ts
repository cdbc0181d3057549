import { SERVER_MESSAGES } from '@peptide/domain';
import type { OrderFragment } from '@peptide/sdk';
import { type LimitRefusal, refusal, shopLimits } from '../lib/shopLimits.server';

/** Statuses of an order that is paid, or needs no payment: it holds nothing unpaid. */
const SETTLED_STATUSES: ReadonlySet<string> = new Set(['PROCESSING', 'COMPLETED']);

/**
 * Whether a placed order awaits its payment (pending, on hold: a bank transfer, cash on
 * delivery, a crypto payment not yet made), holding its stock meanwhile.
 *
 * @param order - the order as the checkout answered it
 */
export function awaitsPayment(order: OrderFragment): boolean {
  return !SETTLED_STATUSES.has(String(order.status ?? '').toUpperCase());
}

/** A Place Order let through: what it placed settles the unpaid order it reserved. */
export interface OrderReservation {
  /**
   * Keeps the reservation for an order placed that awaits payment, and gives it back for
   * anything else (nothing placed, or an order already paid).
   */
  settle(order: OrderFragment | null): Promise<void>;
}

/**
 * Counts one Place Order of a client address, and reserves one of the orders awaiting payment
 * the address may have placed in the hour, so that one visitor cannot hold the catalogue's stock
 * through the storefront, whatever the backend's own limits. Both counts are atomic, so Place
 * Orders sent at once cannot all pass.
 *
 * @param clientAddress - the shopper's address
 * @returns the refusal with its wait, or the reservation to settle once the order is placed
 */
export async function reserveOrder(
  clientAddress: string,
): Promise<{ refused: LimitRefusal } | { reservation: OrderReservation }> {
  const limits = shopLimits();
  const checkouts = await limits.checkoutsPerClient.take(clientAddress);
  if (!checkouts.allowed) {
    return { refused: refusal(SERVER_MESSAGES.tooManyCheckouts, checkouts.waitMs) };
  }
  const unpaid = await limits.unpaidOrdersPerClient.take(clientAddress);
  if (!unpaid.allowed) {
    return { refused: refusal(SERVER_MESSAGES.unpaidOrdersLimited, unpaid.waitMs) };
  }
  return {
    reservation: {
      async settle(order) {
        if (!order || !awaitsPayment(order)) {
          await limits.unpaidOrdersPerClient.giveBack(clientAddress);
        }
      },
    },
  };
}
