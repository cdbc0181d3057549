import {
  type AddressInput,
  failure,
  MESSAGES,
  type Result,
  shouldRegisterAfterCheckout,
  success,
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
  /** Reports a message to the shopper (the page they see next says it). */
  tell(kind: 'success' | 'error', message: string): void;
  /** Records the placed order as awaiting its payment, once its payment page is known. */
  awaitingPayment(orderId: number, paymentUrl: string): void;
}

/**
 * How Place Orders ended: where the shopper goes next (the payment page's URL or the
 * order-received page's path), or the message the form shows.
 */
export type PlaceOrderOutcome = Result<string>;

/** The order-received page of an order. */
export const orderReceivedPath = (orderId: number) => `/order-summary/${orderId}`;

/**
 * Places an order as the checkout's own answer says (the `/checkout` route's action): the order,
 * then (for a guest who ticked Create Account) the registration with the billing e-mail; the
 * answer is where the shopper goes next, the payment page or, for an offline gateway, order
 * received.
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
 *   `Payment URL not returned`.
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
  }
  return payment ?? success(orderReceivedPath(orderId));
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
