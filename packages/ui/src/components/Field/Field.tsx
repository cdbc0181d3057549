import { type ReactNode, useId } from 'react';
import { AlertIcon } from '../../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

/** Props a field hands to its control so label, hint and error are wired up. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Error text shown under the control; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers but hides it visually. */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Lays out a label, a control, a hint and an error, and gives the control the ids and ARIA
 * attributes that tie them together (`aria-invalid`, `aria-describedby`).
 */
export function Field({
  label,
  id,
  error,
  hint,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={controlId} className={styles.label}>
        {hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={14} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
