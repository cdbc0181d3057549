import { MESSAGES } from '@peptide/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import * as styles from './FilterPanel.css';

/** One choice of a filter with how many products choosing it would leave. */
export interface FilterChoice {
  /** What the form submits, a category's slug for example. */
  value: string;
  label: string;
  /** Products the listing would show with this choice toggled; null while unknown. */
  count: number | null;
  checked: boolean;
}

/** An on/off filter ("In stock only", "On sale") with its count. */
export interface FilterToggle {
  checked: boolean;
  /** Products the listing would show with this filter toggled; null while unknown. */
  count: number | null;
}

/** Everything the filter form shows; the panel's parts share it. */
export interface FilterFormProps {
  /** The listing the GET form submits to, `/shop` for example. */
  action: string;
  categories: readonly FilterChoice[];
  minPrice: number | null;
  maxPrice: number | null;
  /** The lowest and highest price among the products the other filters leave, as placeholders. */
  priceBounds?: { min: number; max: number } | null;
  inStock: FilterToggle;
  onSale: FilterToggle;
  /** Parameters the form carries unchanged, the order (`orderby`, `order`) for example. */
  keep?: readonly { name: string; value: string }[];
  /**
   * Whether the page's scripts run: a ticked box then applies at once through
   * `onFiltersChange`, and the Apply button (prices) does too instead of loading a new page.
   */
  enhanced?: boolean;
  /** Called with the form's parameters when `enhanced`. */
  onFiltersChange?: (params: [name: string, value: string][]) => void;
}

interface FormValues {
  /** The ticked boxes as `name=value`. */
  ticked: readonly string[];
  /** The price inputs' text. */
  min: string;
  max: string;
}

/** The values the page says are in force. */
function valuesOf(props: FilterFormProps): FormValues {
  const ticked = [
    ...props.categories
      .filter((choice) => choice.checked)
      .map((choice) => `category=${choice.value}`),
    ...(props.inStock.checked ? ['stock=instock'] : []),
    ...(props.onSale.checked ? ['on_sale=1'] : []),
  ];
  const price = (value: number | null) => (value == null ? '' : String(value));
  return { ticked, min: price(props.minPrice), max: price(props.maxPrice) };
}

function Count({ count }: { count: number | null }) {
  return count == null ? null : <span className={styles.count}>({count})</span>;
}

/**
 * The filters as one GET form, shared by the sidebar and the drawer.
 *
 * @param props - the filters' choices and state; `onApplied` runs after an enhanced submit
 */
export function FilterForm({ onApplied, ...props }: FilterFormProps & { onApplied?: () => void }) {
  const id = useId();
  // The inputs show the shopper's changes at once and take the page's values when it brings
  // new ones (after the navigation the changes started).
  const shown = valuesOf(props);
  const [seen, setSeen] = useState(JSON.stringify(shown));
  const [values, setValues] = useState(shown);
  if (seen !== JSON.stringify(shown)) {
    setSeen(JSON.stringify(shown));
    setValues(shown);
  }
  const report = (form: HTMLFormElement) =>
    props.onFiltersChange?.(
      [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!props.enhanced) return;
    event.preventDefault();
    report(event.currentTarget);
    onApplied?.();
  };
  const toggle = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const key = `${input.name}=${input.value}`;
    setValues((current) => ({
      ...current,
      ticked: input.checked
        ? [...current.ticked, key]
        : current.ticked.filter((ticked) => ticked !== key),
    }));
    if (props.enhanced && input.form) report(input.form);
  };
  const box = (name: string, value: string, label: string, choice: FilterToggle) => (
    <label className={styles.choice} key={`${name}=${value}`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        className={styles.checkbox}
        checked={values.ticked.includes(`${name}=${value}`)}
        // A choice that would leave nothing is offered only to be undone.
        disabled={choice.count === 0 && !choice.checked}
        onChange={toggle}
      />
      <span className={styles.choiceLabel}>{label}</span>
      <Count count={choice.count} />
    </label>
  );
  const priceInput = (key: 'min' | 'max') => (
    <div className={styles.priceField}>
      <label htmlFor={`${id}-${key}`} className={styles.priceLabel}>
        {key === 'min' ? MESSAGES.filterMinPrice : MESSAGES.filterMaxPrice}
      </label>
      <Input
        id={`${id}-${key}`}
        name={key === 'min' ? 'min_price' : 'max_price'}
        type="number"
        inputMode="decimal"
        min={0}
        // Any decimal is taken: the shop reads prices to the cent, rounding the rest.
        step="any"
        placeholder={props.priceBounds ? String(props.priceBounds[key]) : undefined}
        value={values[key]}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setValues((current) => ({ ...current, [key]: text }));
        }}
      />
    </div>
  );
  return (
    <form method="get" action={props.action} className={styles.form} onSubmit={submit}>
      {(props.keep ?? []).map((param) => (
        <input key={param.name} type="hidden" name={param.name} value={param.value} />
      ))}
      {props.categories.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{MESSAGES.filterCategories}</legend>
          {props.categories.map((category) =>
            box('category', category.value, category.label, category),
          )}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{MESSAGES.filterPrice}</legend>
        <div className={styles.prices}>
          {priceInput('min')}
          {priceInput('max')}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{MESSAGES.filterAvailability}</legend>
        {box('stock', 'instock', MESSAGES.filterInStock, props.inStock)}
        {box('on_sale', '1', MESSAGES.filterOnSale, props.onSale)}
      </fieldset>
      <Button type="submit" variant="secondary" fullWidth>
        {MESSAGES.applyFilters}
      </Button>
    </form>
  );
}
