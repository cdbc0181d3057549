import type { AddressInput, FieldErrors } from '@peptide/domain';
import type { CartFragment } from '@peptide/sdk';
import type { CheckoutFormValues, PaymentGateway } from '@peptide/ui';
import { formText } from '../lib/formText';
import type { PendingPayment } from './pendingPayment';

/** What the server reads for the checkout page's first render, before or without scripts. */
export interface ServerCheckout {
  /** The session's cart (null without a session). */
  cart: CartFragment | null;
  /** The payment gateways the backend offers (null when it did not answer). */
  gateways: PaymentGateway[] | null;
  /** The order this session just placed without scripts, which awaits its payment. */
  awaiting: PendingPayment | null;
}

/** The checkout's answer to a form it refused: the form as posted and what to fix. */
export interface CheckoutFormAnswer {
  values: CheckoutFormValues;
  errors: FieldErrors;
  error: string;
}

/** The address fields a posted checkout form carries, as `billing.<field>` and `shipping.<field>`. */
const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'city',
  'postcode',
  'phone',
  'email',
] as const satisfies readonly (keyof AddressInput)[];

function address(form: FormData, kind: 'billing' | 'shipping'): AddressInput {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, formText(form, `${kind}.${key}`)]));
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
    billing: address(form, 'billing'),
    shipping: address(form, 'shipping'),
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
