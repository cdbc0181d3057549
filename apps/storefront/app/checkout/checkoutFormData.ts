import type { FieldErrors } from '@peptide/domain';
import type { CartFragment, CustomerFragment } from '@peptide/sdk';
import type { CheckoutFormValues, PaymentGateway } from '@peptide/ui';
import { formAddress, formText } from '../lib/formText';
import type { PendingPayment } from '../lib/pendingPayment';
import type { ShopperNotice } from '../lib/shopperNotice';

/** What the server reads for the checkout page's first render, before or without scripts. */
export interface ServerCheckout {
  /** The session's cart (null without a session). */
  cart: CartFragment | null;
  /** The payment gateways the backend offers (null when it did not answer). */
  gateways: PaymentGateway[] | null;
  /** The logged-in customer, whose saved addresses fill a new form (null for a guest). */
  customer: CustomerFragment | null;
  /** The order this session placed, while it awaits its payment (kept in the session). */
  awaiting: PendingPayment | null;
  /** What Place Order without scripts left to say (a registration's outcome), once. */
  notice: ShopperNotice | null;
}

/**
 * The checkout's answer to a form posted without scripts that did not place an order: the form
 * as posted, and what to fix, or the coupon box's answer to its Apply.
 */
export interface CheckoutFormAnswer {
  values: CheckoutFormValues;
  errors: FieldErrors;
  /** Why the order was not placed, if that was asked. */
  error: string | null;
  /** Why a coupon did not apply, when Apply posted the form. */
  couponError?: string | null;
}

/**
 * The checkout form's values as a browser without scripts posts them: the named fields of
 * `CheckoutForm`, a ticked box as present.
 *
 * @param form - the posted form
 * @returns the values, every field present (missing ones empty or unticked)
 */
export function checkoutValuesFromForm(form: FormData): CheckoutFormValues {
  return {
    billing: formAddress(form, 'billing'),
    shipping: formAddress(form, 'shipping'),
    shipToDifferentAddress: form.has('shipToDifferentAddress'),
    orderNotes: formText(form, 'orderNotes'),
    industry: formText(form, 'industry'),
    paymentMethod: formText(form, 'paymentMethod'),
    createAccount: form.has('createAccount'),
    termsAccepted: form.has('termsAccepted'),
  };
}

/**
 * The shipping rate the posted form chose, when it names one.
 *
 * @param form - the posted form
 * @returns the rate's id, or null
 */
export function postedShippingMethod(form: FormData): string | null {
  return formText(form, 'shippingMethod') || null;
}
