import {
  type FieldErrors,
  FORM_ERROR_KEY,
  hasErrors,
  LIMITS,
  validateResetPassword,
} from '@peptide/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button } from '../Button/Button';
import { PasswordField } from '../LoginForm/PasswordField';
import * as styles from './ResetPasswordForm.css';

/**
 * What the reset form sends once valid: the link's e-mail and token, the new password and its
 * confirmation (the fields it posts without scripts).
 */
export interface ResetPasswordValues {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** The `email` query parameter of the reset link. */
  email?: string | null;
  /** The `token` query parameter of the reset link. */
  token?: string | null;
  /** Called only when the link is complete and the passwords are long enough and match. */
  onSubmit: (values: ResetPasswordValues) => void;
  busy?: boolean;
  /** A failure reported by the caller, such as 'Password reset failed'. */
  error?: string | null;
  title?: string;
  submitLabel?: string;
  /** Where the form posts before or without scripts (a route action); `onSubmit` with them. */
  action?: string;
  /** Fields posted with the passwords (the reset link's parts), as hidden inputs. */
  hiddenFields?: Record<string, string>;
}

/**
 * The /reset-password screen: new password and its confirmation. It always posts (a password
 * never goes into an address), before or without scripts to `action`.
 */
export function ResetPasswordForm({
  email,
  token,
  onSubmit,
  busy = false,
  error,
  title = 'Set a new password',
  submitLabel = 'Reset password',
  action,
  hiddenFields,
}: ResetPasswordFormProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateResetPassword({ email, token, password, confirmPassword });
    setErrors(found);
    if (!hasErrors(found)) {
      onSubmit({ email: email ?? '', token: token ?? '', password, confirmPassword });
    }
  };

  const formError = errors[FORM_ERROR_KEY] ?? error;
  return (
    <form
      className={styles.root}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 id={titleId} className={formStyles.heading}>
        {title}
      </h2>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMinLength}
        hint={`At least ${LIMITS.passwordMinLength} characters.`}
        value={password}
        error={errors.password}
        disabled={busy}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(({ password: _cleared, ...rest }) => rest);
        }}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        toggleLabel="Show confirmation"
        value={confirmPassword}
        error={errors.confirmPassword}
        disabled={busy}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          setErrors(({ confirmPassword: _cleared, ...rest }) => rest);
        }}
      />
      <Button type="submit" busy={busy} busyLabel="Saving" fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
