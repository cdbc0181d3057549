import { type Country, formatPhone, MESSAGES } from '@peptide/domain';
import { type ReactNode, useId, useRef } from 'react';
import { ADDRESS_FIELDS, AddressFields } from '../AddressForm/AddressFields';
import { FormAlert } from '../AddressForm/FormAlert';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { TextArea } from '../Input/Input';
import { SelectField } from '../Select/Select';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CheckoutForm.css';
import {
  CheckoutFormAddOn,
  CheckoutFormCreateAccount,
  CheckoutFormPayment,
  CheckoutFormShippingMethods,
  CheckoutFormSubmit,
  CheckoutFormSummary,
  CheckoutFormTerms,
  CheckoutFormUpdateTotals,
} from './CheckoutFormOrder';
import {
  CheckoutFormContext,
  type CheckoutFormStateOptions,
  errorsUnder,
  useCheckoutForm,
  useCheckoutFormState,
} from './checkoutFormState';

/* -------------------------------------------------------------------------------------------------
 * Root
 * -----------------------------------------------------------------------------------------------*/

export interface CheckoutFormRootProps extends CheckoutFormStateOptions {
  children: ReactNode;
  /**
   * Where the form posts before or without scripts (the page's route action); with scripts
   * `onSubmit` takes the values instead.
   */
  action?: string;
}

/**
 * The checkout form: holds the values, validates with the shop's rules on Place Order, and on a
 * refusal announces the count and moves focus to the first invalid field (scrolled into view).
 * Lay it out with `CheckoutForm.Details` and `CheckoutForm.Aside` and the parts inside them.
 */
export function CheckoutFormRoot({ children, action, ...options }: CheckoutFormRootProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = useCheckoutForm(options, formRef);
  return (
    <CheckoutFormContext.Provider value={state}>
      <form
        ref={formRef}
        className={styles.root}
        onSubmit={state.submit}
        method={action ? 'post' : undefined}
        action={action}
        noValidate
        aria-label="Checkout"
      >
        {/* The form's default button: Enter in a field places the order, never the coupon's Apply
            (a submit button before Place Order, so the form can apply a code without scripts). */}
        <button type="submit" hidden tabIndex={-1}>
          {MESSAGES.placeOrder}
        </button>
        <VisuallyHidden role="alert">
          {state.refusal ? (
            <span key={state.refusal.attempt}>
              {MESSAGES.checkoutErrorSummary(state.refusal.count)}
            </span>
          ) : null}
        </VisuallyHidden>
        {children}
      </form>
    </CheckoutFormContext.Provider>
  );
}

/** The wide column: the shopper's details. */
export function CheckoutFormDetails({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}

/** The boxed column: the order, its choices and Place Order. */
export function CheckoutFormAside({ children }: { children: ReactNode }) {
  return <div className={styles.aside}>{children}</div>;
}

/** A failure reported by the page, such as 'Order creation failed'; nothing when there is none. */
export function CheckoutFormAlert({ children }: { children?: ReactNode }) {
  return children ? <FormAlert>{children}</FormAlert> : null;
}

/* -------------------------------------------------------------------------------------------------
 * The shopper's details
 * -----------------------------------------------------------------------------------------------*/

/** Billing details: the full address with e-mail and phone (formatted as its country writes). */
export function CheckoutFormBilling({
  title = 'Billing details',
  countries,
}: {
  title?: string;
  /** The countries the select offers (the backend's); the shop's list unless given. */
  countries?: readonly Country[];
}) {
  const { values, errors, placing, setAddress } = useCheckoutFormState();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <AddressFields
        idPrefix="billing"
        values={values.billing}
        errors={errorsUnder(errors, 'billing')}
        onChange={setAddress('billing')}
        formatPhone={formatPhone}
        disabled={placing}
        countries={countries}
      />
    </section>
  );
}

const SHIPPING_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'phone' && field !== 'email');

/** Ship to a different address: a tick that shows the shipping address without e-mail or phone. */
export function CheckoutFormShipping({
  countries,
}: {
  /** The countries the select offers (the backend's); the shop's list unless given. */
  countries?: readonly Country[];
}) {
  const { values, errors, placing, set, setAddress } = useCheckoutFormState();
  return (
    <section className={styles.section} aria-label="Shipping address">
      <Checkbox
        label="Ship to a different address?"
        name="shipToDifferentAddress"
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
          countries={countries}
        />
      ) : null}
    </section>
  );
}

/** The optional order notes. */
export function CheckoutFormNotes() {
  const { values, placing, set } = useCheckoutFormState();
  return (
    <Field label="Order notes (optional)">
      {(controlProps) => (
        <TextArea
          {...controlProps}
          name="orderNotes"
          placeholder="Notes about your order, e.g. special notes for delivery."
          value={values.orderNotes}
          disabled={placing}
          onChange={(event) => set('orderNotes', event.target.value)}
        />
      )}
    </Field>
  );
}

/** The industry select, required like the address fields; the shop gives its industries. */
export function CheckoutFormIndustry({ options }: { options: readonly string[] }) {
  const { values, errors, placing, set } = useCheckoutFormState();
  return (
    <SelectField
      label="Industry"
      name="industry"
      required
      error={errors.industry}
      placeholder="Select your industry"
      options={options.map((industry) => ({ value: industry, label: industry }))}
      value={values.industry}
      disabled={placing}
      onChange={(event) => set('industry', event.target.value)}
    />
  );
}

/**
 * The checkout's parts, composed by the page: `CheckoutForm.Root` around `CheckoutForm.Details`
 * (`Alert`, `Billing`, `Shipping`, `Notes`, `Industry`) and `CheckoutForm.Aside` (`Summary`,
 * `ShippingMethods`, `AddOn`, `UpdateTotals`, `Payment`, `CreateAccount`, `Terms`, `Submit`).
 */
export const CheckoutForm = {
  Root: CheckoutFormRoot,
  Details: CheckoutFormDetails,
  Aside: CheckoutFormAside,
  Alert: CheckoutFormAlert,
  Billing: CheckoutFormBilling,
  Shipping: CheckoutFormShipping,
  Notes: CheckoutFormNotes,
  Industry: CheckoutFormIndustry,
  Summary: CheckoutFormSummary,
  ShippingMethods: CheckoutFormShippingMethods,
  AddOn: CheckoutFormAddOn,
  UpdateTotals: CheckoutFormUpdateTotals,
  Payment: CheckoutFormPayment,
  CreateAccount: CheckoutFormCreateAccount,
  Terms: CheckoutFormTerms,
  Submit: CheckoutFormSubmit,
};
