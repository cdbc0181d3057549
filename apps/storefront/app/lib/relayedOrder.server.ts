import { type BrowserOperation, type OrderFragment, paymentStep } from '@peptide/sdk';
import type { RequestShopper } from './shopperSession.server';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address, or null: only such a page becomes the notice's link. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The shop's payment starts, which answer the payment page of the order they name. */
const PAYMENT_STARTS = ['initiateBitcoinPayment', 'initiateCryptoPayment'] as const;

/**
 * Keeps in the shopper's session what a relayed answer says of their order, as Place Order's
 * action does: the order a `checkout` placed (with the gateway's payment page when it names one),
 * and the payment page a payment start answered for it. The checkout and cart pages then say,
 * from the server, that the order awaits its payment, with the way to it.
 *
 * @param shopper - the request's shopper session
 * @param operation - the relayed operation (a payment start's `orderId` is its variable)
 * @param data - the backend's answer's `data`
 * @param cryptoFlow - whether the backend starts crypto payments itself (see `paymentStep`)
 */
export function keepRelayedOrder(
  shopper: RequestShopper,
  operation: BrowserOperation,
  data: unknown,
  cryptoFlow: boolean,
): void {
  if (!isRecord(data)) return;
  const checkout = data.checkout;
  if (isRecord(checkout) && isRecord(checkout.order)) {
    const order = checkout.order as OrderFragment;
    if (typeof order.databaseId === 'number') {
      const redirect = typeof checkout.redirect === 'string' ? checkout.redirect : null;
      const step = paymentStep({ orderId: order.databaseId, order, redirect }, cryptoFlow);
      shopper.keepOrder(order, step.kind === 'redirect' ? step.url : null);
    }
  }
  const orderId = Number(operation.variables?.orderId);
  for (const field of PAYMENT_STARTS) {
    const start = data[field];
    const paymentUrl = isRecord(start) && start.success === true ? webUrl(start.paymentUrl) : null;
    if (paymentUrl) shopper.keepPayment(orderId, paymentUrl);
  }
}
