import {
  email as emailFormat,
  maxLength,
  object,
  pipe,
  refine,
  string,
  superRefine,
} from 'zod/mini';
import type { $RefinementCtx } from 'zod/v4/core';
import { INDUSTRY_OPTIONS } from './constants';
import { isValidPostcode } from './countries';
import { ADDRESS_FIELD_MAX_LENGTHS as MAX } from './field-limits';
import { type FieldErrors, FORM_ERROR_KEY, fieldErrors } from './form-errors';
import { MESSAGES } from './messages';
import { isValidPhone } from './phone';
import { optionalText, personName, requiredText } from './text-fields';

/** The address fields of checkout and the account's address form. */
export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  country?: string | null;
  address1?: string | null;
  city?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** What the checkout's Place Order validates. */
export interface CheckoutInput {
  billing: AddressInput;
  shipping?: AddressInput | null;
  /** Whether "ship to a different address" is ticked. */
  shipToDifferentAddress?: boolean;
  /** One of the shop's industries (`INDUSTRY_OPTIONS`). */
  industry?: string | null;
  paymentMethod?: string | null;
  termsAccepted?: boolean;
}

const phone = pipe(
  string({ error: MESSAGES.invalidPhone }).check(
    refine(isValidPhone, { error: MESSAGES.invalidPhone }),
  ),
  string().check(maxLength(MAX.phone, { error: MESSAGES.tooLong(MAX.phone) })),
);

const email = pipe(requiredText(MAX.email), emailFormat({ error: MESSAGES.emailInvalid }));

/** The fields checkout's billing and shipping share, each within its length. */
const checkoutAddress = {
  firstName: personName(MAX.firstName),
  lastName: personName(MAX.lastName),
  company: optionalText(MAX.company),
  country: requiredText(MAX.country),
  address1: requiredText(MAX.address1),
  city: requiredText(MAX.city),
  postcode: requiredText(MAX.postcode),
};

/** The fields the postcode check reads. */
interface PostcodeFields {
  country?: string | null;
  postcode?: string | null;
}

/** Adds the postcode message when the country has a pattern the postcode does not match. */
function checkPostcode(value: PostcodeFields, ctx: $RefinementCtx<PostcodeFields>): void {
  const country = value.country?.trim();
  const postcode = value.postcode?.trim();
  if (country && postcode && !isValidPostcode(country, postcode)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPostcode, path: ['postcode'] });
  }
}

/** Checkout billing address: every field but company required, phone of 9+ digits, postcode. */
export const CheckoutBillingSchema = object({ ...checkoutAddress, phone, email }).check(
  superRefine(checkPostcode),
);

/** Checkout shipping address, checked when a different address is ticked (no phone or email). */
export const CheckoutShippingSchema = object(checkoutAddress).check(superRefine(checkPostcode));

/**
 * The account's billing address form: company and country optional, the rest required, with
 * checkout's rules for the phone, the e-mail address and the country's postcode (the address
 * book fills checkout, and the backend refuses what checkout would).
 */
export const AddressFormSchema = object({
  ...checkoutAddress,
  country: optionalText(MAX.country),
  phone: pipe(
    requiredText(MAX.phone),
    string().check(refine(isValidPhone, { error: MESSAGES.invalidPhone })),
  ),
  email,
}).check(superRefine(checkPostcode));

/**
 * The account's shipping address form: as the billing one, but phone and e-mail optional, as
 * WooCommerce's shipping address has them (it requires neither); the postcode fits the country.
 */
export const ShippingAddressFormSchema = object({
  ...checkoutAddress,
  country: optionalText(MAX.country),
  phone: optionalText(MAX.phone),
  email: optionalText(MAX.email),
}).check(superRefine(checkPostcode));

/** The fields a shipping address may leave blank besides the company. */
export const SHIPPING_OPTIONAL_FIELDS = ['phone', 'email'] as const;

/**
 * Validates the checkout billing address.
 *
 * @param billing - the billing form values
 * @returns field to message: 'This field is required', the phone message, the postcode message
 */
export function validateBillingAddress(billing: AddressInput): FieldErrors {
  return fieldErrors(CheckoutBillingSchema, billing);
}

/**
 * Validates the checkout shipping address.
 *
 * @param shipping - the shipping form values
 * @returns field to message
 */
export function validateShippingAddress(shipping: AddressInput): FieldErrors {
  return fieldErrors(CheckoutShippingSchema, shipping);
}

/** Whether a value is one of the shop's industries, as the checkout's select offers them. */
function isIndustry(value: string | null | undefined): boolean {
  return (INDUSTRY_OPTIONS as readonly string[]).includes(value?.trim() ?? '');
}

function prefixed(prefix: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]),
  );
}

/**
 * Validates the whole checkout before an order is placed.
 *
 * @param input - billing, optional shipping, industry, payment method and terms
 * @returns a flat map: `billing.<field>`, `shipping.<field>` (only when a different address is
 *   ticked), `industry` ('This field is required' unless one of the shop's industries is
 *   chosen), `paymentMethod` and `terms`
 */
export function validateCheckout(input: CheckoutInput): FieldErrors {
  const errors: FieldErrors = prefixed('billing', validateBillingAddress(input.billing));
  if (input.shipToDifferentAddress) {
    Object.assign(errors, prefixed('shipping', validateShippingAddress(input.shipping ?? {})));
  }
  if (!isIndustry(input.industry)) errors.industry = MESSAGES.fieldRequired;
  if (!input.paymentMethod?.trim()) errors.paymentMethod = MESSAGES.paymentMethodRequired;
  if (!input.termsAccepted) errors.terms = MESSAGES.termsRequired;
  return errors;
}

/**
 * Whether an address holds nothing at all.
 *
 * @param address - the address, possibly null
 * @returns true when it is missing or every value is empty or blank
 */
export function isAddressEmpty(address: Record<string, unknown> | null | undefined): boolean {
  if (!address) return true;
  return Object.entries(address).every(
    ([key, value]) =>
      key === '__typename' || value == null || (typeof value === 'string' && value.trim() === ''),
  );
}

/**
 * Validates the account's address form.
 *
 * @param address - the form values
 * @param kind - the billing address (phone and e-mail required) or the shipping one (neither)
 * @returns `{ form: 'Please fill in the required fields.' }` for an empty address, otherwise
 *   field to message: 'This field is required', the phone message, the postcode message
 */
export function validateAddressForm(
  address: AddressInput | null | undefined,
  kind: 'billing' | 'shipping' = 'billing',
): FieldErrors {
  if (!address || isAddressEmpty({ ...address })) {
    return { [FORM_ERROR_KEY]: MESSAGES.addressRequired };
  }
  return fieldErrors(kind === 'shipping' ? ShippingAddressFormSchema : AddressFormSchema, address);
}

/**
 * Removes the GraphQL `__typename` field before an address is sent back.
 *
 * @param value - an object read from a query
 * @returns a shallow copy without `__typename`
 */
export function omitTypename<T extends Record<string, unknown>>(value: T): Omit<T, '__typename'> {
  const { __typename: _typename, ...rest } = value;
  return rest;
}
