import { MESSAGES } from '@peptide/domain';
import { SelectField } from '../Select/Select';

export interface VariationOption {
  id: string;
  /** For example "10 mg". */
  label: string;
  inStock: boolean;
}

export interface VariationSelectProps {
  variations: readonly VariationOption[];
  /** The chosen variation id, or empty for none. */
  value: string;
  onChange: (variationId: string) => void;
  /** Shown under the select, for example "Please select a variation.". */
  error?: string | null;
  /** The attribute's label ("Size"); "Choose an option" when the product names none. */
  label?: string | undefined;
  placeholder?: string;
  outOfStockSuffix?: string;
  disabled?: boolean;
  /** The field's name when its form posts without scripts. */
  name?: string;
}

/**
 * The variation picker of a variable product. A sold-out variation stays selectable, marked
 * "(Out of Stock)" (as Dawn strikes a sold-out size through and still lets it be chosen), so the
 * shopper can see its page and ask to be told when it is back.
 */
export function VariationSelect({
  variations,
  value,
  onChange,
  error,
  label,
  placeholder = 'Choose an option',
  outOfStockSuffix = ` (${MESSAGES.outOfStock})`,
  disabled,
  name,
}: VariationSelectProps) {
  return (
    <SelectField
      name={name}
      label={label ?? placeholder}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
      disabled={disabled}
      options={variations.map((variation) => ({
        value: variation.id,
        label: variation.inStock ? variation.label : `${variation.label}${outOfStockSuffix}`,
      }))}
    />
  );
}
