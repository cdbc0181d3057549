import type { Country, FieldErrors } from '@peptide/domain';
import type { CartFragment, CustomerFragment } from '@peptide/sdk';
import type { CheckoutFormValues, PaymentGateway } from '@peptide/ui';
import { addressFormFields, formAddress, formText } from '../lib/formText';
import type { PendingPayment } from '../lib/pendingPayment';
import type { ShopperNotice } from '../lib/shopperNotice';
import { INSURANCE_FIELD } from './checkoutChoices';
import type { PlacedOrderAnswer } from './followPlacedOrder';

/** The checkout form's `intent` when the page's script posts Place Order and follows the answer. */
export const PLACE_ON_PAGE = 'place';

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
  /** Whether the backend has the shipping insurance's product, so the box is offered. */
  insurance: boolean;
  /** The countries the address selects offer: those the backend sells to. */
  countries: readonly Country[];
}

/**
 * The checkout's answer to a form posted without scripts that did not place an order: the form
 * as posted, and what to fix, or the coupon box's answer to its Apply; to the page's script, the
 * order it placed.
 */
export interface CheckoutFormAnswer {
  values: CheckoutFormValues;
  errors: FieldErrors;
  /** Why the order was not placed, if that was asked. */
  error: string | null;
  /** Why a coupon did not apply, when Apply posted the form. */
  couponError?: string | null;
  /** The order placed, when the page's script posted Place Order. */
  placed?: PlacedOrderAnswer;
  /**
   * The backend creates no account without a password: Create an account asks for one (the
   * posted password is never sent back).
   */
  askAccountPassword?: boolean;
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
    accountPassword: formText(form, 'accountPassword'),
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

/**
 * The form as a browser without scripts posts it, made from the values the page's script holds:
 * what `checkoutValuesFromForm` reads back, with the shipping rate and the insurance box in
 * effect.
 *
 * @param values - the form's values
 * @param choices - the rate in effect and whether the insurance line is in the cart
 * @param intent - the form's intent
 * @returns the form data to post to the `/checkout` action
 */
export function checkoutFormBody(
  values: CheckoutFormValues,
  choices: { shippingMethod: string; insured: boolean },
  intent: string,
): FormData {
  const form = new FormData();
  for (const kind of ['billing', 'shipping'] as const) {
    for (const [name, value] of addressFormFields(kind, values[kind])) form.set(name, value);
  }
  const ticks = ['shipToDifferentAddress', 'createAccount', 'termsAccepted'] as const;
  for (const name of ticks) if (values[name]) form.set(name, 'on');
  form.set('orderNotes', values.orderNotes);
  form.set('industry', values.industry);
  form.set('paymentMethod', values.paymentMethod);
  if (values.createAccount && values.accountPassword) {
    form.set('accountPassword', values.accountPassword);
  }
  if (choices.shippingMethod) form.set('shippingMethod', choices.shippingMethod);
  if (choices.insured) form.set(INSURANCE_FIELD, 'on');
  form.set('intent', intent);
  return form;
}
