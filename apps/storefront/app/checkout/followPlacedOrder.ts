import { TIMINGS } from '@peptide/domain';
import type { CartFragment, StoredUser } from '@peptide/sdk';
import type { ShopperNotice } from '../lib/shopperNotice';
import { orderReceivedPath } from './placeOrder';

/** The `/checkout` action's answer to a Place Order the page's script posted, once placed. */
export interface PlacedOrderAnswer {
  orderId: number;
  /** The payment page (another site), or null when nothing is paid online now (order received). */
  paymentUrl: string | null;
  /** What the shopper is told (a registration's outcome). */
  told: ShopperNotice[];
  /** The session's customer after it (a registration logs the guest in), or null for a guest. */
  user: StoredUser | null;
  /** The session's cart after it (the order took its lines). */
  cart: CartFragment | null;
}

/** What following a placed order does, so the sequence is testable without a browser. */
export interface FollowSteps {
  /** Takes the session's shopper and cart into the page's store. */
  adopt(user: StoredUser | null, cart: CartFragment | null): void;
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
 * Follows the action's answer to a placed order: the store takes the session's shopper and
 * cart, a payment page is announced and then opened, order received is shown otherwise; what
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
  steps.adopt(placed.user, placed.cart);
  if (placed.paymentUrl) steps.awaitingPayment(placed.orderId, placed.paymentUrl);
  for (const notice of placed.told) steps.tell(notice);
  if (placed.told.length > 0) await steps.pause(TIMINGS.successMessage);
  if (placed.paymentUrl) steps.redirect(placed.paymentUrl);
  else steps.received(orderReceivedPath(placed.orderId));
}
