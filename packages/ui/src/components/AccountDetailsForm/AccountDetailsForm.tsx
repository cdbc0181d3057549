import {
  type AccountDetailsInput,
  type AccountUpdate,
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  hasErrors,
  LIMITS,
  MESSAGES,
  NAME_MAX_LENGTH,
  toAccountUpdate,
  validateAccountDetails,
} from '@peptide/domain';
import { useState } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button } from '../Button/Button';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { TextField } from '../Input/Input';
import { PasswordField } from '../LoginForm/PasswordField';
import * as styles from './AccountDetailsForm.css';
import { TimedBanner } from './TimedBanner';

type DetailsField = keyof Required<AccountDetailsInput>;

export interface AccountDetailsFormProps {
  /** The customer's current names and e-mail. */
  defaultValues?: Pick<AccountDetailsInput, 'firstName' | 'lastName' | 'displayName' | 'email'>;
  /**
   * Called only when the form is valid, with trimmed names and e-mail and the password only when
   * one was typed.
   */
  onSubmit: (update: AccountUpdate) => void;
  busy?: boolean;
  /** A failure reported by the caller, such as 'Something went wrong.' */
  error?: string | null;
  /** A success message from the caller; it hides itself after 5 seconds. */
  success?: string | null;
  /** Called when the success banner hides itself. */
  onSuccessDismiss?: () => void;
  submitLabel?: string;
  /** Where the form posts before or without scripts; with scripts `onSubmit` takes it. */
  action?: string;
}

/**
 * The account details tab: names, display name, e-mail and an optional new password; a new
 * password or e-mail address asks for the current password.
 */
export function AccountDetailsForm({
  defaultValues,
  onSubmit,
  busy = false,
  error,
  success,
  onSuccessDismiss,
  submitLabel = 'Save changes',
  action,
}: AccountDetailsFormProps) {
  const [values, setValues] = useState<AccountDetailsInput>({
    firstName: defaultValues?.firstName ?? '',
    lastName: defaultValues?.lastName ?? '',
    displayName: defaultValues?.displayName ?? '',
    email: defaultValues?.email ?? '',
    password: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = () => {
    const found = validateAccountDetails(values, defaultValues?.email);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(toAccountUpdate(values));
  };

  const text = (field: DetailsField, label: string, extra: { hint?: string } = {}) => (
    <TextField
      label={label}
      name={field}
      required
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={
        field === 'email'
          ? 'email'
          : field === 'firstName'
            ? 'given-name'
            : field === 'lastName'
              ? 'family-name'
              : 'nickname'
      }
      maxLength={field === 'email' ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
      value={values[field] ?? ''}
      error={errors[field]}
      disabled={busy}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  // The mismatch is a form alert: shown above the form rather than under one field.
  const mismatch = errors.confirmPassword === MESSAGES.passwordConfirmMismatch;
  return (
    <EnhancedForm
      className={styles.root}
      onSubmit={submit}
      action={action}
      aria-label="Account details"
    >
      <TimedBanner message={success} onDismiss={onSuccessDismiss} />
      {mismatch ? <FormAlert>{MESSAGES.passwordConfirmMismatch}</FormAlert> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={formStyles.row}>
        {text('firstName', 'First name')}
        {text('lastName', 'Last name')}
      </div>
      {text('displayName', 'Display name', {
        hint: 'This will be how your name will be displayed in the account section.',
      })}
      {text('email', 'Email address')}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Password change</legend>
        <PasswordField
          label="New password (leave blank to leave unchanged)"
          name="password"
          autoComplete="new-password"
          maxLength={LIMITS.loginPasswordMaxLength}
          value={values.password ?? ''}
          disabled={busy}
          onChange={(event) => change('password', event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          toggleLabel="Show confirmation"
          maxLength={LIMITS.loginPasswordMaxLength}
          value={values.confirmPassword ?? ''}
          disabled={busy}
          onChange={(event) => change('confirmPassword', event.target.value)}
        />
        <PasswordField
          label="Current password"
          hint="Needed to change your password or email address."
          name="currentPassword"
          autoComplete="current-password"
          toggleLabel="Show current password"
          maxLength={LIMITS.loginPasswordMaxLength}
          value={values.currentPassword ?? ''}
          error={errors.currentPassword}
          disabled={busy}
          onChange={(event) => change('currentPassword', event.target.value)}
        />
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} busyLabel="Saving">
          {submitLabel}
        </Button>
      </div>
    </EnhancedForm>
  );
}
