import {
  type AddressInput,
  type FieldErrors,
  formatPhone,
  hasErrors,
  resolveCountry,
} from '@peptide/domain';
import { createContext, type FormEvent, useContext, useEffect, useRef, useState } from 'react';
import type { Loadable } from '../../loadable';
import { ADDRESS_FIELDS, type AddressFieldName } from '../AddressForm/AddressFields';

/** Everything the checkout form collects. */
export interface CheckoutFormValues {
  billing: AddressInput;
  shipping: AddressInput;
  shipToDifferentAddress: boolean;
  orderNotes: string;
  /** One of the shop's industries, or empty until chosen (Place Order requires one). */
  industry: string;
  paymentMethod: string;
  createAccount: boolean;
  /**
   * The new account's password, where the shop's backend creates none without one (then Create
   * an account asks for it); empty otherwise: the backend e-mails a link to set it.
   */
  accountPassword: string;
  termsAccepted: boolean;
}

/** Starting values, for example a saved draft or the customer's addresses. */
export type CheckoutFormDefaults = Partial<Omit<CheckoutFormValues, 'billing' | 'shipping'>> & {
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
};

/** What `CheckoutForm.Root` needs to run the form. */
export interface CheckoutFormStateOptions {
  /**
   * The starting values. While `loading`, the form is empty and usable; when they become
   * `ready`, or change once ready, they fill it, unless the shopper has typed already.
   */
  defaultValues?: Loadable<CheckoutFormDefaults>;
  /** The shop's checkout rules: the messages by field (`billing.email`, `terms` ...). */
  validate: (values: CheckoutFormValues) => FieldErrors;
  /** Called only when `validate` finds no error. */
  onSubmit: (values: CheckoutFormValues) => void;
  /** Called with the values after every edit, so the page can keep a draft. */
  onValuesChange?: (values: CheckoutFormValues) => void;
  /** Called with the messages when Place Order finds errors, after focus has moved. */
  onInvalid?: (errors: FieldErrors) => void;
  /** The order is being placed: every control is disabled. */
  placing?: boolean;
  /** Messages the form starts with: the server's answer to a form posted without scripts. */
  initialErrors?: FieldErrors;
  /**
   * The country an address without one starts in (the shop's market), also while the defaults
   * load and without scripts; the domain's default country when none or unsupported.
   */
  newAddressCountry?: string | null;
}

/** The form's state, shared by the parts of `CheckoutForm` through context. */
export interface CheckoutFormState {
  values: CheckoutFormValues;
  errors: FieldErrors;
  placing: boolean;
  /** The latest refused Place Order: its number (so a repeat is announced) and error count. */
  refusal: { attempt: number; count: number } | null;
  set<K extends keyof CheckoutFormValues>(
    key: K,
    value: CheckoutFormValues[K],
    errorKey?: string,
  ): void;
  setAddress(kind: 'billing' | 'shipping'): (field: AddressFieldName, value: string) => void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

const NO_ERRORS: FieldErrors = {};

const readyDefaults = (defaults: Loadable<CheckoutFormDefaults> | undefined) =>
  defaults === undefined ? {} : defaults.status === 'ready' ? defaults.data : null;

function filledAddress(
  defaults: AddressInput | null | undefined,
  newAddressCountry: string | null | undefined,
): AddressInput {
  const address: AddressInput = {};
  for (const field of ADDRESS_FIELDS) address[field] = defaults?.[field] ?? '';
  address.country = resolveCountry(defaults?.country || newAddressCountry);
  return address;
}

/** The form's values from its defaults: every field present, addresses filled out. */
function initialValues(
  defaults: CheckoutFormDefaults | null,
  newAddressCountry: string | null | undefined,
): CheckoutFormValues {
  return {
    shipToDifferentAddress: false,
    orderNotes: '',
    industry: '',
    paymentMethod: '',
    createAccount: false,
    accountPassword: '',
    termsAccepted: false,
    ...defaults,
    billing: filledAddress(defaults?.billing, newAddressCountry),
    shipping: filledAddress(defaults?.shipping, newAddressCountry),
  };
}

/**
 * The messages under `prefix.` in a flat checkout error map, keyed by field name.
 *
 * @param errors - the form's messages (`billing.email` ...)
 * @param prefix - which address
 * @returns that address's messages by field
 */
export function errorsUnder(errors: FieldErrors, prefix: 'billing' | 'shipping'): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) found[key.slice(prefix.length + 1)] = message;
  }
  return found;
}

export const CheckoutFormContext = createContext<CheckoutFormState | null>(null);

/** The state of the enclosing `CheckoutForm.Root`; throws outside one. */
export function useCheckoutFormState(): CheckoutFormState {
  const state = useContext(CheckoutFormContext);
  if (!state) throw new Error('CheckoutForm parts must be used inside <CheckoutForm.Root>.');
  return state;
}

/**
 * Runs the checkout form: values, errors, late defaults, drafts and the refused Place Order
 * that moves focus to the first invalid field.
 *
 * @param options - defaults, rules and callbacks of the form
 * @param form - the form element, searched for the first invalid field
 * @returns the state the parts share
 */
export function useCheckoutForm(
  {
    defaultValues,
    validate,
    onSubmit,
    onValuesChange,
    onInvalid,
    placing = false,
    initialErrors = NO_ERRORS,
    newAddressCountry,
  }: CheckoutFormStateOptions,
  form: { current: HTMLFormElement | null },
): CheckoutFormState {
  const [values, setValues] = useState(() =>
    initialValues(readyDefaults(defaultValues), newAddressCountry),
  );
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [refusal, setRefusal] = useState<CheckoutFormState['refusal']>(null);
  useEffect(() => {
    if (!refusal) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // Centred, so its label above and its message below show too; the page's scroll padding
    // keeps it clear of the sticky header.
    first.scrollIntoView({ block: 'center' });
  }, [refusal, form]);

  const reportValues = useRef(onValuesChange);
  reportValues.current = onValuesChange;
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) reportValues.current?.(values);
  }, [values]);

  // Defaults that become ready later, or change (a draft read after the saved addresses the page
  // came with), fill the form until the shopper types. The inputs stay the same elements, so a
  // keystroke landing as they arrive is never lost to a remounted form.
  const ready = readyDefaults(defaultValues);
  const applied = useRef(ready === null ? null : JSON.stringify(ready));
  useEffect(() => {
    if (ready === null || edited.current) return;
    const next = JSON.stringify(ready);
    if (next === applied.current) return;
    applied.current = next;
    setValues(initialValues(ready, newAddressCountry));
  }, [ready, newAddressCountry]);

  return {
    values,
    errors,
    placing,
    refusal,
    set(key, value, errorKey = key) {
      edited.current = true;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [errorKey]: _cleared, ...rest }) => rest);
    },
    setAddress: (kind) => (field, value) => {
      edited.current = true;
      setValues((current) => {
        const address = { ...current[kind], [field]: value };
        // The phone is written the way the newly chosen country writes its numbers.
        if (field === 'country' && address.phone) address.phone = formatPhone(address.phone, value);
        return { ...current, [kind]: address };
      });
      setErrors(({ [`${kind}.${field}`]: _cleared, ...rest }) => rest);
    },
    submit(event) {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (!hasErrors(found)) {
        setRefusal(null);
        onSubmit(values);
        return;
      }
      setRefusal((last) => ({
        attempt: (last?.attempt ?? 0) + 1,
        count: Object.keys(found).length,
      }));
      onInvalid?.(found);
    },
  };
}
