import { BITCOIN_GATEWAY_ID, MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import type { Loadable } from '../../loadable';
import { FormAlert } from '../AddressForm/FormAlert';
import { Badge } from '../Badge/Badge';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CheckoutForm.css';

/** A payment gateway offered at checkout: its id, title and description from the server. */
export interface PaymentGateway {
  id: string;
  title: string;
  /** Plain text shown under the chosen gateway. */
  description?: string | null;
}

export interface PaymentOptionsProps {
  /** The gateways; a failure says 'Error fetching payment methods'. */
  gateways: Loadable<readonly PaymentGateway[]>;
  selected?: string | null;
  onChange: (id: string) => void;
  /** The validation message, 'Please select a payment method'. */
  validationError?: string | null;
  disabled?: boolean;
  title?: string;
}

/** The payment choice; the bitcoin gateway carries the '10% off' label. */
export function PaymentOptions({
  gateways,
  selected,
  onChange,
  validationError,
  disabled = false,
  title = 'Payment method',
}: PaymentOptionsProps) {
  const errorId = useId();
  const loading = gateways.status === 'loading';
  return (
    <fieldset
      className={styles.options}
      aria-busy={loading || undefined}
      aria-describedby={validationError ? errorId : undefined}
    >
      <legend className={styles.legend}>{title}</legend>
      {loading ? (
        <p className={styles.status}>
          <Spinner label="Loading payment methods" />
        </p>
      ) : null}
      {gateways.status === 'error' ? (
        <FormAlert>{MESSAGES.errorFetchingPaymentMethods}</FormAlert>
      ) : null}
      {(gateways.status === 'ready' ? gateways.data : []).map((gateway) => (
        <div key={gateway.id}>
          <label className={styles.option}>
            <input
              type="radio"
              name="paymentMethod"
              value={gateway.id}
              className={styles.radio}
              checked={gateway.id === selected}
              aria-invalid={validationError ? true : undefined}
              disabled={disabled}
              onChange={() => onChange(gateway.id)}
            />
            <span className={styles.optionLabel}>
              {gateway.title}
              {gateway.id === BITCOIN_GATEWAY_ID ? (
                <Badge tone="sale">{MESSAGES.bitcoinDiscountLabel}</Badge>
              ) : null}
            </span>
          </label>
          {gateway.id === selected && gateway.description ? (
            <p className={styles.optionDescription}>{gateway.description}</p>
          ) : null}
        </div>
      ))}
      {validationError ? (
        <p id={errorId} className={styles.error}>
          {validationError}
        </p>
      ) : null}
    </fieldset>
  );
}
