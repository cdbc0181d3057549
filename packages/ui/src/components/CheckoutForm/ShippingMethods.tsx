import { formatEuro, MESSAGES, type ShippingMethod } from '@peptide/domain';
import type { ReactNode } from 'react';
import type { Loadable } from '../../loadable';
import { FormAlert } from '../AddressForm/FormAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CheckoutForm.css';

export interface ShippingMethodsProps {
  /** The rates; a failure says 'Error loading shipping methods'. */
  methods: Loadable<readonly ShippingMethod[]>;
  /** The method in effect, shown as chosen; the caller decides any fallback. */
  selected?: string | null;
  onChange?: (id: string) => void;
  disabled?: boolean;
  title?: string;
}

/** The checkout's shipping choice, with its loading, error and empty states. */
export function ShippingMethods({
  methods,
  selected,
  onChange,
  disabled = false,
  title = 'Shipping',
}: ShippingMethodsProps) {
  let body: ReactNode;
  if (methods.status === 'loading') {
    body = (
      <p className={styles.status}>
        <Spinner label="Loading shipping methods" />
      </p>
    );
  } else if (methods.status === 'error') {
    body = <FormAlert>{MESSAGES.errorLoadingShipping}</FormAlert>;
  } else if (methods.data.length === 0) {
    body = <p className={styles.note}>{MESSAGES.noShippingMethods}</p>;
  } else {
    body = methods.data.map((method) => (
      <label key={method.id} className={styles.option}>
        <input
          type="radio"
          name="shippingMethod"
          value={method.id}
          className={styles.radio}
          checked={method.id === selected}
          disabled={disabled}
          onChange={() => onChange?.(method.id)}
        />
        <span className={styles.optionLabel}>{method.label}</span>
        <span className={styles.optionPrice}>{formatEuro(method.cost)}</span>
      </label>
    ));
  }
  return (
    <fieldset className={styles.options} aria-busy={methods.status === 'loading' || undefined}>
      <legend className={styles.legend}>{title}</legend>
      {body}
    </fieldset>
  );
}
