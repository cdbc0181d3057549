import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../Input/Input';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Names the show/hide toggle. */
  toggleLabel?: string;
}

/**
 * A labelled password input with a show/hide toggle. The toggle keeps one name and reports its
 * state through `aria-pressed`, so screen readers hear "Show password, pressed".
 */
export function PasswordField({
  toggleLabel = 'Show password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      endSlot={
        <IconButton
          label={toggleLabel}
          aria-pressed={visible}
          icon={<EyeIcon crossed={visible} />}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
