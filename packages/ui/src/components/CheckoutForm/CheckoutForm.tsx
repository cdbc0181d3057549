import {
  type AddressInput,
  type FieldErrors,
  formatEuro,
  formatPhone,
  hasErrors,
  INDUSTRY_OPTIONS,
  INSURANCE_PRODUCT_NAME,
  LIMITS,
  MESSAGES,
  resolveCountry,
  type ShippingMethod,
  validateCheckout,
} from '@peptide/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../link/LinkProvider';
import { ADDRESS_FIELDS, type AddressFieldName, AddressFields } from '../AddressForm/AddressFields';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { control } from '../Input/Input.css';
import type { OrderLine } from '../OrderDetails/OrderLinesTable';
import { SelectField } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CheckoutForm.css';
import { CheckoutOrderSummary, type CheckoutOrderSummaryProps } from './CheckoutOrderSummary';
import { type PaymentGateway, PaymentOptions } from './PaymentOptions';
import { ShippingMethods } from './ShippingMethods';

/** Everything the checkout form collects. */
export interface CheckoutFormValues {
  billing: AddressInput;
  shipping: AddressInput;
  shipToDifferentAddress: boolean;
  orderNotes: string;
  /** One of the five industries, or empty: the select is marked required but not enforced. */
  industry: string;
  paymentMethod: string;
  createAccount: boolean;
  termsAccepted: boolean;
}

export interface CheckoutFormProps {
  /** Starting values, for example the customer's saved billing address. */
  defaultValues?: Partial<Omit<CheckoutFormValues, 'billing' | 'shipping'>> & {
    billing?: AddressInput | null;
    shipping?: AddressInput | null;
  };
  /** Called only when the domain's checkout validation passes. */
  onSubmit: (values: CheckoutFormValues) => void;
  /** Called with the values after every edit, so the page can keep a draft (not the terms tick). */
  onValuesChange?: (values: CheckoutFormValues) => void;
  /**
   * Called with the messages when Place Order finds errors, after focus has moved to the first
   * invalid field (scrolled into view below the sticky header) and the count is announced.
   */
  onInvalid?: (errors: FieldErrors) => void;
  lines: readonly OrderLine[];
  totals: CheckoutOrderSummaryProps['totals'];
  shippingMethods?: readonly ShippingMethod[];
  shippingMethodsLoading?: boolean;
  shippingMethodsError?: boolean;
  selectedShippingMethod?: string | null;
  onShippingMethodChange?: (id: string) => void;
  paymentGateways?: readonly PaymentGateway[];
  paymentGatewaysLoading?: boolean;
  paymentGatewaysError?: boolean;
  /** Reported at once: the storefront sends the choice to the server (spec 4). */
  onPaymentMethodChange?: (id: string) => void;
  /** Whether the shipping insurance line is in the cart. */
  insured?: boolean;
  /** The insurance line is being added or removed. */
  insuranceBusy?: boolean;
  onInsuranceChange?: (insured: boolean) => void;
  /** The coupon box (the library's `CouponForm`), placed under the order summary. */
  couponSlot?: ReactNode;
  /** Offers Create an account; only guests see it. */
  showCreateAccount?: boolean;
  /** The order is being placed: Place Order shows a spinner and keeps its width. */
  placing?: boolean;
  /** A failure reported by the caller, such as 'Order creation failed'. */
  error?: string | null;
  privacyPolicyHref?: string;
  termsHref?: string;
}

const SHIPPING_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'phone' && field !== 'email');

function emptyAddress(defaults: AddressInput | null | undefined): AddressInput {
  const address: AddressInput = {};
  for (const field of ADDRESS_FIELDS) address[field] = defaults?.[field] ?? '';
  address.country = resolveCountry(defaults?.country);
  return address;
}

/** The messages under `prefix.` in a flat checkout error map, keyed by field name. */
function errorsUnder(errors: FieldErrors, prefix: 'billing' | 'shipping'): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) found[key.slice(prefix.length + 1)] = message;
  }
  return found;
}

/** The form's values from its defaults: every field present, addresses filled out. */
function initialValues(defaults: CheckoutFormProps['defaultValues']): CheckoutFormValues {
  return {
    shipToDifferentAddress: false,
    orderNotes: '',
    industry: '',
    paymentMethod: '',
    createAccount: false,
    termsAccepted: false,
    ...defaults,
    billing: emptyAddress(defaults?.billing),
    shipping: emptyAddress(defaults?.shipping),
  };
}

/**
 * The checkout: billing, an optional different shipping address, order notes, industry, the
 * order summary, shipping methods, insurance, coupon, payment options, create account, terms
 * and Place Order.
 *
 * @remarks Presentational: shipping, insurance and payment choices are reported through their
 *   callbacks; `onSubmit` receives the values only once `validateCheckout` finds no error.
 */
export function CheckoutForm({
  defaultValues,
  onSubmit,
  onValuesChange,
  onInvalid,
  lines,
  totals,
  shippingMethods,
  shippingMethodsLoading,
  shippingMethodsError,
  selectedShippingMethod,
  onShippingMethodChange,
  paymentGateways,
  paymentGatewaysLoading,
  paymentGatewaysError,
  onPaymentMethodChange,
  insured = false,
  insuranceBusy = false,
  onInsuranceChange,
  couponSlot,
  showCreateAccount = true,
  placing = false,
  error,
  privacyPolicyHref = '/privacy-policy',
  termsHref = '/terms-conditions',
}: CheckoutFormProps) {
  const billingTitleId = useId();
  const [values, setValues] = useState(() => initialValues(defaultValues));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused Place Order: its number (so the same count is announced again) and error count.
  const [refusal, setRefusal] = useState<{ attempt: number; count: number } | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // Centred, so its label above and its message below show too; the page's scroll padding
    // keeps it clear of the sticky header.
    first.scrollIntoView({ block: 'center' });
  }, [refusal]);
  const reportValues = useRef(onValuesChange);
  reportValues.current = onValuesChange;
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) reportValues.current?.(values);
  }, [values]);

  // Defaults that arrive later (a draft read after hydration, a customer's saved addresses) fill
  // the form until the shopper types. The inputs stay the same elements, so a keystroke landing
  // as they arrive is never lost to a remounted form.
  const latestDefaults = useRef(defaultValues);
  latestDefaults.current = defaultValues;
  const defaultsJson = JSON.stringify(defaultValues ?? null);
  const appliedDefaults = useRef(defaultsJson);
  useEffect(() => {
    if (edited.current || appliedDefaults.current === defaultsJson) return;
    appliedDefaults.current = defaultsJson;
    setValues(initialValues(latestDefaults.current));
  }, [defaultsJson]);

  const set = <K extends keyof CheckoutFormValues>(
    key: K,
    value: CheckoutFormValues[K],
    errorKey: string = key,
  ) => {
    edited.current = true;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [errorKey]: _cleared, ...rest }) => rest);
  };

  const setAddress = (kind: 'billing' | 'shipping') => (field: AddressFieldName, value: string) => {
    edited.current = true;
    setValues((current) => {
      const address = { ...current[kind], [field]: value };
      // The phone is written the way the newly chosen country writes its numbers.
      if (field === 'country' && address.phone) address.phone = formatPhone(address.phone, value);
      return { ...current, [kind]: address };
    });
    setErrors(({ [`${kind}.${field}`]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCheckout(values);
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
  };

  return (
    <form ref={formRef} className={styles.root} onSubmit={submit} noValidate aria-label="Checkout">
      <VisuallyHidden role="alert">
        {refusal ? (
          <span key={refusal.attempt}>{MESSAGES.checkoutErrorSummary(refusal.count)}</span>
        ) : null}
      </VisuallyHidden>
      <div className={styles.column}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <section className={styles.section} aria-labelledby={billingTitleId}>
          <h2 id={billingTitleId} className={styles.sectionTitle}>
            Billing details
          </h2>
          <AddressFields
            idPrefix="billing"
            values={values.billing}
            errors={errorsUnder(errors, 'billing')}
            onChange={setAddress('billing')}
            formatPhone={formatPhone}
            disabled={placing}
          />
        </section>
        <section className={styles.section} aria-label="Shipping address">
          <Checkbox
            label="Ship to a different address?"
            checked={values.shipToDifferentAddress}
            disabled={placing}
            onChange={(event) => set('shipToDifferentAddress', event.target.checked)}
          />
          {values.shipToDifferentAddress ? (
            <AddressFields
              idPrefix="shipping"
              fields={SHIPPING_FIELDS}
              values={values.shipping}
              errors={errorsUnder(errors, 'shipping')}
              onChange={setAddress('shipping')}
              disabled={placing}
            />
          ) : null}
        </section>
        <Field label="Order notes (optional)">
          {(controlProps) => (
            <textarea
              {...controlProps}
              name="orderNotes"
              className={`${control} ${formStyles.textarea}`}
              placeholder="Notes about your order, e.g. special notes for delivery."
              value={values.orderNotes}
              disabled={placing}
              onChange={(event) => set('orderNotes', event.target.value)}
            />
          )}
        </Field>
        <SelectField
          label="Industry"
          name="industry"
          required
          placeholder="Select your industry"
          options={INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry }))}
          value={values.industry}
          disabled={placing}
          onChange={(event) => set('industry', event.target.value)}
        />
      </div>

      <div className={styles.aside}>
        <CheckoutOrderSummary lines={lines} totals={totals} />
        <ShippingMethods
          methods={shippingMethods}
          selected={selectedShippingMethod}
          onChange={onShippingMethodChange}
          loading={shippingMethodsLoading}
          error={shippingMethodsError}
          disabled={placing}
        />
        <div className={styles.insurance}>
          <Checkbox
            label={`Add ${INSURANCE_PRODUCT_NAME} (${formatEuro(LIMITS.insurancePrice)})`}
            checked={insured}
            disabled={placing || insuranceBusy}
            aria-busy={insuranceBusy || undefined}
            onChange={(event) => onInsuranceChange?.(event.target.checked)}
          />
          {insuranceBusy ? <Spinner label="Updating insurance" /> : null}
        </div>
        {couponSlot}
        <PaymentOptions
          gateways={paymentGateways}
          selected={values.paymentMethod}
          loading={paymentGatewaysLoading}
          error={paymentGatewaysError}
          validationError={errors.paymentMethod}
          disabled={placing}
          onChange={(id) => {
            set('paymentMethod', id);
            onPaymentMethodChange?.(id);
          }}
        />
        {showCreateAccount ? (
          <Checkbox
            label="Create an account?"
            checked={values.createAccount}
            disabled={placing}
            onChange={(event) => set('createAccount', event.target.checked)}
          />
        ) : null}
        <p className={styles.note}>
          Your personal data will be used to process your order, support your experience throughout
          this website, and for other purposes described in our{' '}
          <Link href={privacyPolicyHref}>privacy policy</Link>.
        </p>
        <Checkbox
          label={
            <>
              I have read and agree to the website{' '}
              <Link href={termsHref}>terms and conditions</Link>
            </>
          }
          required
          checked={values.termsAccepted}
          error={errors.terms}
          disabled={placing}
          onChange={(event) => set('termsAccepted', event.target.checked, 'terms')}
        />
        <Button type="submit" size="lg" fullWidth busy={placing} busyLabel="Placing order">
          {MESSAGES.placeOrder}
        </Button>
      </div>
    </form>
  );
}
