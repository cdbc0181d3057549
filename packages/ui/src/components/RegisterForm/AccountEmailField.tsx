import { EMAIL_MAX_LENGTH } from '@peptide/domain';
import { TextField } from '../Input/Input';

export interface AccountEmailFieldProps {
  value: string;
  error?: string;
  disabled?: boolean;
  onValueChange: (value: string) => void;
}

/** The account e-mail field of the register and lost-password forms (same limit, autofill). */
export function AccountEmailField({
  value,
  error,
  disabled,
  onValueChange,
}: AccountEmailFieldProps) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
