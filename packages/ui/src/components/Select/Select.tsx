import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Field, type FieldProps } from '../Field/Field';
import { control } from '../Input/Input.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty option such as "Choose an option". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen-reader behaviour for free), styled like the inputs. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className={styles.wrapper}>
      <select
        className={[control, styles.select, className ?? ''].filter(Boolean).join(' ')}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} size={18} />
    </div>
  );
}

export interface SelectFieldProps
  extends Omit<SelectProps, 'id'>,
    Pick<FieldProps, 'label' | 'error' | 'hint' | 'hideLabel'> {
  id?: string;
  fieldClassName?: string;
}

/** A `Select` inside a `Field`. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  fieldClassName,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(controlProps) => <Select {...selectProps} {...controlProps} />}
    </Field>
  );
}
