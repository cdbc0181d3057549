import { type ChangeEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { Select, type SelectOption } from '../Select/Select';
import * as styles from './SortSelect.css';

export interface SortSelectProps {
  /** The orders to choose from; each value is what the form submits. */
  options: readonly SelectOption[];
  /** The order in force. */
  value: string;
  /** The select's visible label, for example "Sort products". */
  label: string;
  /** The submit button's label, shown while the page runs without JavaScript. */
  submitLabel: string;
  /** The query parameter the form submits the choice as. */
  name?: string;
  /** The page the form submits to; the current page when omitted. */
  action?: string;
  /** Parameters the form carries unchanged, the listing's filters for example. */
  keep?: readonly { name: string; value: string }[];
  /**
   * Whether the page's scripts run: the choice then goes out through `onSortChange` as soon as
   * it is made, and the submit button is left out.
   */
  enhanced?: boolean;
  /** Called with the chosen value when `enhanced`. */
  onSortChange?: (value: string) => void;
  /**
   * Below md the label is read by assistive technology only (the choices, `Sort by …`, say what
   * the menu does), so the menu fits on one row beside a filters button.
   */
  compact?: boolean;
}

/**
 * The catalogue's sort menu: a labelled native select in a GET form. Without JavaScript the
 * shopper chooses and presses the button; with it, choosing is enough.
 */
export function SortSelect({
  options,
  value,
  label,
  submitLabel,
  name = 'orderby',
  action,
  keep = [],
  enhanced = false,
  onSortChange,
  compact = false,
}: SortSelectProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (enhanced) onSortChange?.(event.currentTarget.value);
  };
  return (
    <form
      className={enhanced ? styles.form : `${styles.form} ${styles.withSubmit}`}
      method="get"
      action={action}
    >
      {keep.map((param) => (
        <input
          key={`${param.name}=${param.value}`}
          type="hidden"
          name={param.name}
          value={param.value}
        />
      ))}
      <label
        className={compact ? `${styles.label} ${styles.compactLabel}` : styles.label}
        htmlFor={id}
      >
        {label}
      </label>
      <Select
        id={id}
        name={name}
        options={options}
        value={value}
        onChange={change}
        className={styles.select}
      />
      {enhanced ? null : (
        <Button type="submit" variant="secondary" size="sm">
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
