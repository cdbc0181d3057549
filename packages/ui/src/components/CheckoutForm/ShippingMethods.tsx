import { chooseShippingMethod, MESSAGES, type ShippingMethod } from '@peptide/domain';
import type { ReactNode } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import { formatOrderAmount } from '../OrderDetails/orderAmount';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CheckoutForm.css';

export interface ShippingMethodsProps {
  methods?: readonly ShippingMethod[];
  /** The method the cart has chosen; the first available is shown as chosen when it is missing. */
  selected?: string | null;
  onChange?: (id: string) => void;
  loading?: boolean;
  /** The methods failed to load: 'Error loading shipping methods'. */
  error?: boolean;
  disabled?: boolean;
  title?: string;
}

/** The checkout's shipping choice, with its loading, error and empty states. */
export function ShippingMethods({
  methods = [],
  selected,
  onChange,
  loading = false,
  error = false,
  disabled = false,
  title = 'Shipping',
}: ShippingMethodsProps) {
  const chosen = chooseShippingMethod(methods, selected);
  let body: ReactNode;
  if (loading) {
    body = (
      <p className={styles.status}>
        <Spinner label="Loading shipping methods" />
      </p>
    );
  } else if (error) {
    body = <FormAlert>{MESSAGES.errorLoadingShipping}</FormAlert>;
  } else if (methods.length === 0) {
    body = <p className={styles.note}>{MESSAGES.noShippingMethods}</p>;
  } else {
    body = methods.map((method) => (
      <label key={method.id} className={styles.option}>
        <input
          type="radio"
          name="shippingMethod"
          value={method.id}
          className={styles.radio}
          checked={method.id === chosen}
          disabled={disabled}
          onChange={() => onChange?.(method.id)}
        />
        <span className={styles.optionLabel}>{method.label}</span>
        <span className={styles.optionPrice}>{formatOrderAmount(method.cost)}</span>
      </label>
    ));
  }
  return (
    <fieldset className={styles.options} aria-busy={loading || undefined}>
      <legend className={styles.legend}>{title}</legend>
      {body}
    </fieldset>
  );
}
