import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from '../Field/Field';
import * as styles from './Input.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A control placed inside the right edge, for example a show/hide password button. */
  endSlot?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input. */
export function Input({ endSlot, className, ...props }: InputProps) {
  const classes = [styles.control, endSlot ? styles.withEndSlot : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (!endSlot) return <input className={classes} {...props} />;
  return (
    <div className={styles.wrapper}>
      <input className={classes} {...props} />
      <div className={styles.endSlot}>{endSlot}</div>
    </div>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with the look of {@link Input}; the shopper can make it taller. */
export function TextArea({ className, ...props }: TextAreaProps) {
  const classes = [styles.control, styles.textarea, className ?? ''].filter(Boolean).join(' ');
  return <textarea className={classes} {...props} />;
}

export interface TextFieldProps
  extends Omit<InputProps, 'id'>,
    Pick<FieldProps, 'label' | 'error' | 'hint' | 'hideLabel'> {
  id?: string;
  fieldClassName?: string;
}

/** An `Input` inside a `Field`: labelled, with hint and error wired by ARIA. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  fieldClassName,
  ...inputProps
}: TextFieldProps) {
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
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
