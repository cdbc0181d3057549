import {
  type AddressInput,
  MESSAGES,
  type Result,
  shouldRegisterAfterCheckout,
  success,
} from '@peptide/domain';
import { type PlacedOrder, paymentStep, type StartPaymentResult } from '@peptide/sdk';

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
  /**
   * Places the order; with `withAccount`, the checkout itself creates the account of the billing
   * e-mail (WooCommerce's "Create an account?"), which the order then belongs to.
   */
  createOrder(request: OrderRequest, withAccount: boolean): Promise<CreateOrderResult>;
  /** Whether the backend starts crypto payments itself (the shop's extensions). */
  cryptoFlow: boolean;
  /** Why the shop may not register this shopper now (its limits), or null when it may. */
  registrationRefusal(): Promise<string | null>;
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
 * with (for a guest who ticked Create Account) the account of the billing e-mail created by the
 * checkout itself, so the order is the new account's; the answer is where the shopper goes next,
 * the payment page or, for an offline gateway, order received.
 *
 * @param request - the validated form
 * @param customerId - the logged-in customer's id, or null for a guest
 * @param steps - the side effects
 * @returns the outcome; a registration the shop's limits refuse is told, and the order placed as a
 *   guest's
 * @remarks The payment page is the shop's crypto start where the backend offers it, else the
 *   gateway's `redirect` (see `paymentStep`). The checkout's account is not logged in (neither
 *   WooCommerce's checkout nor a login plugin answers a token for it): it is e-mailed a link to set
 *   its password, which the spec's `Registration successful! Admin will send you credentials
 *   shortly.` says.
 *   `Order creation failed` (with the server's reason when it gave one) stops before any
 *   payment; a refused or URL-less payment keeps the order and says `Payment failed: {error}` or
 *   `Payment URL not returned`.
 */
export async function placeOrder(
  request: OrderRequest,
  customerId: string | null,
  steps: PlaceOrderSteps,
): Promise<PlaceOrderOutcome> {
  let withAccount = shouldRegisterAfterCheckout({
    createAccount: request.createAccount,
    customerId,
  });
  const refusal = withAccount ? await steps.registrationRefusal() : null;
  if (refusal) {
    steps.tell('error', refusal);
    withAccount = false;
  }
  const placed = await steps.createOrder(request, withAccount);
  if (!placed.ok) return placed;
  if (withAccount) steps.tell('success', MESSAGES.registrationCredentialsToFollow);

  const { orderId } = placed.value;
  const step = paymentStep(placed.value, steps.cryptoFlow);
  const payment =
    step.kind === 'initiate'
      ? await steps.startPayment(orderId, request.paymentMethod)
      : step.kind === 'redirect'
        ? success(step.url)
        : null;
  if (payment?.ok) steps.awaitingPayment(orderId, payment.value);
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
