import { MESSAGES } from './messages';

/** WooCommerce's offline gateways: the shopper pays outside the shop, as the gateway says. */
export const OFFLINE_GATEWAYS = ['bacs', 'cheque', 'cod'] as const;

const STATUS_WORDS: Record<string, string> = {
  PENDING: MESSAGES.orderStatusPending,
  ON_HOLD: MESSAGES.orderStatusOnHold,
  PROCESSING: MESSAGES.orderStatusProcessing,
  COMPLETED: MESSAGES.orderStatusCompleted,
  CANCELLED: MESSAGES.orderStatusCancelled,
  FAILED: MESSAGES.orderStatusFailed,
  REFUNDED: MESSAGES.orderStatusRefunded,
};

/** The statuses of an order that is not yet paid (WooCommerce's pending and on hold). */
const UNPAID = new Set(['PENDING', 'ON_HOLD']);

/**
 * An order's status in the shopper's words.
 *
 * @param status - the backend's status (`ON_HOLD`, `processing` …)
 * @returns the shop's words for it; a status of another plugin in sentence case
 */
export function orderStatusWords(status: string): string {
  const key = status.trim().toUpperCase().replace(/-/g, '_');
  const known = STATUS_WORDS[key];
  if (known) return known;
  const words = key.replace(/_+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether an order's gateway is one the shopper pays outside the shop (bank transfer, cheque,
 * cash on delivery), whose instructions the order pages show.
 *
 * @param paymentMethod - the order's gateway id
 * @returns true for WooCommerce's offline gateways
 */
export function isOfflineGateway(paymentMethod: string | null | undefined): boolean {
  return (OFFLINE_GATEWAYS as readonly string[]).includes(paymentMethod ?? '');
}

/**
 * What happens next with an order, for its gateway and status.
 *
 * @param status - the backend's status
 * @param paymentMethod - the order's gateway id
 * @returns the next step in the shopper's words; null once nothing is left to say (shipped,
 *   cancelled, refunded)
 * @remarks Cash on delivery is paid at the door whatever the status says (WooCommerce marks it
 *   processing); an unpaid order of another gateway ships once paid.
 */
export function orderNextSteps(
  status: string | null | undefined,
  paymentMethod: string | null | undefined,
): string | null {
  const key = (status ?? '').trim().toUpperCase().replace(/-/g, '_');
  if (['COMPLETED', 'CANCELLED', 'FAILED', 'REFUNDED'].includes(key)) return null;
  if (paymentMethod === 'cod') return MESSAGES.nextStepsCashOnDelivery;
  if (UNPAID.has(key)) {
    if (paymentMethod === 'bacs') return MESSAGES.nextStepsBankTransfer;
    if (paymentMethod === 'cheque') return MESSAGES.nextStepsCheque;
    return MESSAGES.nextStepsAwaitingPayment;
  }
  return key === 'PROCESSING' ? MESSAGES.nextStepsProcessing : null;
}

/**
 * Whether the order pages show the gateway's instructions: an offline gateway's order that is
 * still to be paid (cash on delivery until it is delivered).
 *
 * @param status - the backend's status
 * @param paymentMethod - the order's gateway id
 * @returns true while the shopper still has to pay as the gateway says
 */
export function showsPaymentInstructions(
  status: string | null | undefined,
  paymentMethod: string | null | undefined,
): boolean {
  const key = (status ?? '').trim().toUpperCase().replace(/-/g, '_');
  if (!isOfflineGateway(paymentMethod)) return false;
  return UNPAID.has(key) || (paymentMethod === 'cod' && key === 'PROCESSING');
}
