import { clearCheckoutDraft } from './checkoutDraft';

/** The session-storage key of the placed order that awaits its payment. */
export const PENDING_PAYMENT_KEY = 'pendingPayment';

/** A placed order that awaits its payment, and where to pay it. */
export interface PendingPayment {
  orderId: number;
  paymentUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only an http(s) address becomes a link: a stored value is the tab's to tamper with. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function forget(storage: Storage | null): void {
  try {
    storage?.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Reads the order that awaits its payment.
 *
 * @param storage - the tab's session storage, or null where there is none
 * @returns the order and its payment address, or null when there is none or the stored value is
 *   corrupt (a corrupt one is removed)
 */
export function readPendingPayment(storage: Storage | null): PendingPayment | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(PENDING_PAYMENT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const orderId = isRecord(value) ? value.orderId : null;
    const paymentUrl = isRecord(value) ? webUrl(value.paymentUrl) : null;
    if (typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0 && paymentUrl) {
      return { orderId, paymentUrl };
    }
  } catch {
    // Not JSON: removed below.
  }
  forget(storage);
  return null;
}

/**
 * Remembers the placed order on its way to the payment page, so that Back from there finds it.
 *
 * @param storage - the tab's session storage
 * @param pending - the order and its payment address
 */
export function writePendingPayment(storage: Storage | null, pending: PendingPayment): void {
  try {
    storage?.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch {
    // A full or blocked storage only loses the way back to the payment.
  }
}

/**
 * Forgets an order that no longer awaits its payment (paid or cancelled); an other order that
 * still waits is kept.
 *
 * @param storage - the tab's session storage
 * @param orderId - the order that was paid or cancelled
 */
export function settlePendingPayment(storage: Storage | null, orderId: number): void {
  if (readPendingPayment(storage)?.orderId === orderId) forget(storage);
}

/**
 * Forgets what the checkout kept for a paid order: the form's draft, and the order as awaiting
 * its payment.
 *
 * @param storage - the tab's session storage
 * @param orderId - the paid order
 */
export function forgetPaidOrder(storage: Storage | null, orderId: number): void {
  clearCheckoutDraft(storage);
  settlePendingPayment(storage, orderId);
}
