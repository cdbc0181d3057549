import {
  type AddressInput,
  failure,
  MESSAGES,
  type Result,
  shouldRegisterAfterCheckout,
  success,
  TIMINGS,
} from '@peptide/domain';
import {
  type ActionResult,
  type PlacedOrder,
  paymentStep,
  type StartPaymentResult,
} from '@peptide/sdk';

/** What Place Orders sends, once the form's validation (fields and terms) has passed. */
export interface OrderRequest {
  billing: AddressInput;
  shipping: AddressInput;
  shipToDifferentAddress: boolean;
  paymentMethod: string;
  orderNotes: string;
  createAccount: boolean;
}

/** The answer of the checkout mutation: the placed order, or the reason. */
export type CreateOrderResult = Result<PlacedOrder>;

/** The side effects of placing an order, so the sequence is testable without a browser. */
export interface PlaceOrderSteps {
  createOrder(request: OrderRequest): Promise<CreateOrderResult>;
  /** Whether the backend starts crypto payments itself (the shop's extensions). */
  cryptoFlow: boolean;
  register(email: string): Promise<ActionResult>;
  startPayment(orderId: number, paymentMethod: string): Promise<StartPaymentResult>;
  /** Reports a message to the shopper (a toast). */
  tell(kind: 'success' | 'error', message: string): void;
  /**
   * Records the placed order as awaiting its payment, once its payment page is known: the page
   * says so until the browser has left, and Back from the payment page finds the way to it.
   */
  awaitingPayment(orderId: number, paymentUrl: string): void;
  /** Waits before leaving, so a registration message can be read. */
  pause(ms: number): Promise<void>;
  /** Sends the browser to the payment page (a full navigation). */
  redirect(url: string): void;
  /** Shows the order-received page of an order with nothing to pay online now. */
  received(placed: PlacedOrder): void;
}

/**
 * How Place Orders ended: where the shopper went (the payment page's URL or the order-received
 * page's path), or the message the form shows.
 */
export type PlaceOrderOutcome = Result<string>;

/** The order-received page of an order. */
export const orderReceivedPath = (orderId: number) => `/order-summary/${orderId}`;

/**
 * Places an order and follows the checkout's own answer: the order, then (for a guest who ticked
 * Create Account) the registration with the billing e-mail, then the payment page or, for an
 * offline gateway, order received.
 *
 * @param request - the validated form
 * @param customerId - the logged-in customer's id, or null for a guest
 * @param steps - the side effects
 * @returns the outcome; a failed registration is told but does not stop the payment
 * @remarks The payment page is the shop's crypto start where the backend offers it, else the
 *   gateway's `redirect` (see `paymentStep`). It is known before the registration, so the payment
 *   runs in the session that placed the order, before the new login changes who the shopper is.
 *   `Order creation failed` (with the server's reason when it gave one) stops before any
 *   payment; a refused or URL-less payment keeps the order and says `Payment failed: {error}` or
 *   `Payment URL not returned`. The form's draft is kept until the order is paid, so a cancelled
 *   payment returns to a filled form.
 */
export async function placeOrder(
  request: OrderRequest,
  customerId: string | null,
  steps: PlaceOrderSteps,
): Promise<PlaceOrderOutcome> {
  const placed = await steps.createOrder(request);
  if (!placed.ok) return placed;

  const { orderId } = placed.value;
  const step = paymentStep(placed.value, steps.cryptoFlow);
  const payment =
    step.kind === 'initiate'
      ? await steps.startPayment(orderId, request.paymentMethod)
      : step.kind === 'redirect'
        ? success(step.url)
        : null;
  if (payment?.ok) steps.awaitingPayment(orderId, payment.value);

  if (shouldRegisterAfterCheckout({ createAccount: request.createAccount, customerId })) {
    const email = request.billing.email?.trim() ?? '';
    const registered = await steps
      .register(email)
      .catch((): ActionResult => failure(MESSAGES.registrationFailed));
    if (registered.ok) steps.tell('success', registered.value);
    else steps.tell('error', registered.error);
    if (payment?.ok !== false) await steps.pause(TIMINGS.successMessage);
  }

  if (payment === null) {
    steps.received(placed.value);
    return success(orderReceivedPath(orderId));
  }
  if (!payment.ok) return payment;
  steps.redirect(payment.value);
  return payment;
}

/**
 * The message when the checkout mutation failed.
 *
 * @param reason - the server's message, if any
 * @returns `Order creation failed`, followed by the reason when there is one
 */
export function orderCreationMessage(reason: string | null | undefined): string {
  return reason ? `${MESSAGES.orderCreationFailed}: ${reason}` : MESSAGES.orderCreationFailed;
}
