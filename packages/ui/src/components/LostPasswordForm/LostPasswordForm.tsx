import { type FieldErrors, hasErrors, MESSAGES, validateLostPassword } from '@peptide/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button, ButtonLink } from '../Button/Button';
import { AccountEmailField } from '../RegisterForm/AccountEmailField';
import * as styles from './LostPasswordForm.css';

export interface LostPasswordFormProps {
  /** Called with the trimmed address only when it passes the domain's lost-password check. */
  onSubmit: (values: { email: string }) => void;
  busy?: boolean;
  /** A failure reported by the caller, such as 'Failed to send reset link. Please try again.' */
  error?: string | null;
  /** The link was sent: the success panel replaces the form. */
  sent?: boolean;
  title?: string;
  intro?: string;
  submitLabel?: string;
  successTitle?: string;
  successText?: string;
  loginHref?: string;
  /** Where the form posts before or without scripts (a route action); `onSubmit` with them. */
  action?: string;
}

/**
 * The /lost-password screen: an e-mail form, then a success panel with Back to Login. The form
 * always posts, before or without scripts to `action`.
 */
export function LostPasswordForm({
  onSubmit,
  busy = false,
  error,
  sent = false,
  title = 'Lost your password?',
  intro = 'Please enter your email address. You will receive a link to create a new password via email.',
  submitLabel = 'Reset password',
  successTitle = 'Check your email',
  successText = 'A password reset link has been sent to your email address.',
  loginHref = '/auth',
  action,
}: LostPasswordFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  if (sent) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={formStyles.heading}>
          {successTitle}
        </h2>
        <FormAlert tone="success">{successText}</FormAlert>
        <ButtonLink href={loginHref}>{MESSAGES.backToLogin}</ButtonLink>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLostPassword({ email });
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ email: email.trim() });
  };

  return (
    <form
      className={styles.root}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={formStyles.heading}>
        {title}
      </h2>
      <p className={formStyles.note}>{intro}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <AccountEmailField
        value={email}
        error={errors.email}
        disabled={busy}
        onValueChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
      />
      <Button type="submit" busy={busy} busyLabel="Sending" fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
