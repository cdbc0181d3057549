import { TIMINGS } from '@peptide/domain';
import type { ShopperNotice } from '../lib/shopperNotice';
import { orderReceivedPath } from './placeOrder';

/** The `/checkout` action's answer to a Place Order the page's script posted, once placed. */
export interface PlacedOrderAnswer {
  orderId: number;
  /** The payment page (another site), or null when nothing is paid online now (order received). */
  paymentUrl: string | null;
  /** What the shopper is told (a registration's outcome). */
  told: ShopperNotice[];
}

/** What following a placed order does, so the sequence is testable without a browser. */
export interface FollowSteps {
  /** Says the order awaits its payment and links to its page, until the browser has left. */
  awaitingPayment(orderId: number, paymentUrl: string): void;
  tell(notice: ShopperNotice): void;
  pause(ms: number): Promise<void>;
  /** Leaves for the payment page (a full navigation). */
  redirect(url: string): void;
  /** Shows the order-received page (the shop's own route). */
  received(path: string): void;
}

/**
 * Follows the action's answer to a placed order (the shopper's fetcher has loaded the session's
 * customer and cart again by then, as after every form a fetcher posts): a payment page is announced and then opened, order received is shown otherwise; what
 * the shopper is told (a registration's outcome) stays readable for a moment before the page
 * changes.
 *
 * @param placed - the action's answer
 * @param steps - the side effects
 */
export async function followPlacedOrder(
  placed: PlacedOrderAnswer,
  steps: FollowSteps,
): Promise<void> {
  if (placed.paymentUrl) steps.awaitingPayment(placed.orderId, placed.paymentUrl);
  for (const notice of placed.told) steps.tell(notice);
  if (placed.told.length > 0) await steps.pause(TIMINGS.successMessage);
  if (placed.paymentUrl) steps.redirect(placed.paymentUrl);
  else steps.received(orderReceivedPath(placed.orderId));
}
