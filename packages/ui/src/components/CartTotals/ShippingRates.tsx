import { formatEuro, MESSAGES, type ShippingMethod } from '@peptide/domain';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { CART_INTENTS } from '../cartIntents';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import * as styles from './ShippingRates.css';

/** The radio group's field, the rate's id as the backend names it. */
const FIELD = 'shippingMethod';

export interface ShippingRatesProps {
  /** Every rate the backend offers for the cart. */
  rates: readonly ShippingMethod[];
  /** The rate in effect, shown as chosen. */
  chosen: string | null;
  /** Chooses a rate once scripts run (a radio's change or the button). */
  onChoose: (id: string) => void;
  /** Where the choice posts before or without scripts (`intent=shippingMethod`). */
  action?: string;
  /** The choice waits for the backend's answer: the radios are disabled. */
  busy?: boolean;
}

/**
 * The cart's shipping choice: a radio for each rate the backend offers, with its label and cost,
 * and Update shipping, which posts the chosen rate where scripts do not run.
 *
 * @remarks The radios are uncontrolled and remount when the rate in effect changes, so a
 *   browser without scripts keeps the shopper's click until the form posts, and with scripts
 *   the answered rate shows.
 */
export function ShippingRates({
  rates,
  chosen,
  onChoose,
  action,
  busy = false,
}: ShippingRatesProps) {
  const form = useRef<HTMLFormElement>(null);
  const picked = () => {
    const value = form.current ? new FormData(form.current).get(FIELD) : null;
    return typeof value === 'string' ? value : null;
  };
  return (
    <EnhancedForm
      ref={form}
      action={action}
      className={styles.form}
      onSubmit={() => {
        const id = picked();
        if (id && id !== chosen) onChoose(id);
      }}
    >
      <fieldset key={chosen ?? ''} className={styles.options} disabled={busy}>
        <legend className={styles.legend}>{MESSAGES.chooseShippingLegend}</legend>
        {rates.map((rate) => (
          <label key={rate.id} className={styles.option}>
            <input
              type="radio"
              name={FIELD}
              value={rate.id}
              defaultChecked={rate.id === chosen}
              className={styles.radio}
              onChange={() => onChoose(rate.id)}
            />
            <span className={styles.label}>{rate.label}</span>
            <span className={styles.price}>{formatEuro(rate.cost)}</span>
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="intent" value={CART_INTENTS.shippingMethod} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {MESSAGES.updateShipping}
      </Button>
    </EnhancedForm>
  );
}
