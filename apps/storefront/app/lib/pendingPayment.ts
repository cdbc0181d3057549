/** A placed order that awaits its payment, and where to pay it (kept in the shopper's session). */
export interface PendingPayment {
  orderId: number;
  paymentUrl: string;
}

/** The checkout's parameter of the payment page's Cancel redirect (`/checkout?cancelled=42`). */
export const CANCELLED_PARAM = 'cancelled';

/**
 * The order id of the payment page's Cancel redirect.
 *
 * @param value - the `cancelled` parameter, or null
 * @returns the order id, or null for none or a malformed one
 */
export function cancelledOrderId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}
