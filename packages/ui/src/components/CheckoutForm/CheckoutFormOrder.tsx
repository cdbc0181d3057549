import { LIMITS, MESSAGES, type ShippingMethod } from '@peptide/domain';
import type { ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';
import type { Loadable } from '../../loadable';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../LoginForm/PasswordField';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CheckoutForm.css';
import { CheckoutOrderSummary, type CheckoutOrderSummaryProps } from './CheckoutOrderSummary';
import { useCheckoutFormState } from './checkoutFormState';
import { type PaymentGateway, PaymentOptions } from './PaymentOptions';
import { ShippingMethods } from './ShippingMethods';

/** The order review: lines, subtotal, discounts, shipping and total. */
export function CheckoutFormSummary(props: CheckoutOrderSummaryProps) {
  return <CheckoutOrderSummary {...props} />;
}

export interface CheckoutFormShippingMethodsProps {
  /** The cart's shipping rates, once loaded. */
  methods: Loadable<readonly ShippingMethod[]>;
  /** The method in effect; the page decides it (the cart's choice, or its fallback). */
  selected: string | null;
  onChange?: (id: string) => void;
}

/** The shipping rates, with their loading, error and empty states. */
export function CheckoutFormShippingMethods(props: CheckoutFormShippingMethodsProps) {
  const { placing } = useCheckoutFormState();
  return <ShippingMethods {...props} disabled={placing} />;
}

export interface CheckoutFormAddOnProps {
  /** What ticking adds, with its price. */
  label: string;
  /** Whether it is in the cart. */
  checked: boolean;
  /** It is being added or removed: the box waits and a spinner says so. */
  busy?: boolean;
  /** What the spinner says while busy. */
  busyLabel?: string;
  /** The box's field name: posted as ticked (`on`) or left out, before or without scripts. */
  name?: string;
  onChange?: (checked: boolean) => void;
}

/** A product the shopper can add to the order with one tick (the shop offers insurance). */
export function CheckoutFormAddOn({
  label,
  checked,
  busy = false,
  busyLabel = 'Updating',
  name,
  onChange,
}: CheckoutFormAddOnProps) {
  const { placing } = useCheckoutFormState();
  return (
    <div className={styles.insurance}>
      <Checkbox
        label={label}
        name={name}
        checked={checked}
        disabled={placing || busy}
        aria-busy={busy || undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {busy ? <Spinner label={busyLabel} /> : null}
    </div>
  );
}

/**
 * Without scripts a shipping or add-on choice reaches the totals only when the form is posted:
 * this button posts it (`intent=totals`) and the page comes back with the new totals and the
 * form as typed. With scripts each choice applies at once, so it is not drawn: its style shows
 * it only under `@media (scripting: none)`, so the same markup serves both and nothing moves
 * when the scripts arrive.
 */
export function CheckoutFormUpdateTotals() {
  return (
    <div className={styles.updateTotals}>
      <p className={styles.note}>{MESSAGES.updateTotalsNote}</p>
      <Button type="submit" name="intent" value="totals" variant="secondary" size="sm">
        {MESSAGES.updateTotals}
      </Button>
    </div>
  );
}

export interface CheckoutFormPaymentProps {
  /** The payment gateways, once loaded. */
  gateways: Loadable<readonly PaymentGateway[]>;
  /** Reported at once, so the page can send the choice to the server. */
  onChange?: (id: string) => void;
}

/** The payment choice; choosing is part of the form's values and required on Place Order. */
export function CheckoutFormPayment({ gateways, onChange }: CheckoutFormPaymentProps) {
  const { values, errors, placing, set } = useCheckoutFormState();
  return (
    <PaymentOptions
      gateways={gateways}
      selected={values.paymentMethod}
      validationError={errors.paymentMethod}
      disabled={placing}
      onChange={(id) => {
        set('paymentMethod', id);
        onChange?.(id);
      }}
    />
  );
}

export interface CheckoutFormCreateAccountProps {
  /**
   * The shop's backend creates no account without a password (WooCommerce's "generate
   * password" off): once ticked, a password field asks for one.
   */
  askPassword?: boolean;
}

/** Create an account with the order (the page offers it to guests only). */
export function CheckoutFormCreateAccount({ askPassword = false }: CheckoutFormCreateAccountProps) {
  const { values, errors, placing, set } = useCheckoutFormState();
  return (
    <>
      <Checkbox
        label="Create an account?"
        name="createAccount"
        checked={values.createAccount}
        disabled={placing}
        onChange={(event) => set('createAccount', event.target.checked)}
      />
      {askPassword && values.createAccount ? (
        <PasswordField
          label="Account password"
          name="accountPassword"
          autoComplete="new-password"
          required
          maxLength={LIMITS.loginPasswordMaxLength}
          value={values.accountPassword}
          error={errors.accountPassword}
          disabled={placing}
          onChange={(event) => set('accountPassword', event.target.value, 'accountPassword')}
        />
      ) : null}
    </>
  );
}

export interface CheckoutFormTermsProps {
  privacyPolicyHref?: string;
  termsHref?: string;
}

/** The privacy note and the required terms tick. */
export function CheckoutFormTerms({
  privacyPolicyHref = '/privacy-policy',
  termsHref = '/terms-conditions',
}: CheckoutFormTermsProps) {
  const { values, errors, placing, set } = useCheckoutFormState();
  return (
    <>
      <p className={styles.note}>
        Your personal data will be used to process your order, support your experience throughout
        this website, and for other purposes described in our{' '}
        <Link href={privacyPolicyHref}>privacy policy</Link>.
      </p>
      <Checkbox
        label={
          <>
            I have read and agree to the website <Link href={termsHref}>terms and conditions</Link>
          </>
        }
        required
        name="termsAccepted"
        checked={values.termsAccepted}
        error={errors.terms}
        disabled={placing}
        onChange={(event) => set('termsAccepted', event.target.checked, 'terms')}
      />
    </>
  );
}

/** Place Order: while placing it shows a spinner, keeps its width and cannot be pressed. */
export function CheckoutFormSubmit({ children = MESSAGES.placeOrder }: { children?: ReactNode }) {
  const { placing } = useCheckoutFormState();
  return (
    <Button type="submit" size="lg" fullWidth busy={placing} busyLabel="Placing order">
      {children}
    </Button>
  );
}
