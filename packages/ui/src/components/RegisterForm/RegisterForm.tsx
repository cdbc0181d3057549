import { type FieldErrors, hasErrors, LIMITS, MESSAGES, validateRegister } from '@peptide/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../link/LinkProvider';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button } from '../Button/Button';
import { PasswordField } from '../LoginForm/PasswordField';
import { AccountEmailField } from './AccountEmailField';
import * as styles from './RegisterForm.css';

export interface RegisterFormProps {
  /**
   * Called with the trimmed address (and the password, when the form asks for one) only when
   * they pass the domain's rules.
   */
  onSubmit: (values: { email: string; password?: string }) => void;
  busy?: boolean;
  /** A failure reported by the caller, such as 'Failed to register, please try again.' */
  error?: string | null;
  /** A success reported by the caller, such as the registration message. */
  success?: string | null;
  title?: string;
  submitLabel?: string;
  /**
   * Where the form posts when scripts have not run (or do not): the server's action, which
   * reads the fields and `intent=register` from the submit button. With scripts, `onSubmit` has it.
   */
  action?: string;
  passwordNote?: string;
  privacyPolicyHref?: string;
  /**
   * The shop's backend creates no account without a password (WooCommerce's "generate
   * password" off): the form asks for one instead of promising a link.
   */
  askPassword?: boolean;
  /** The address the form starts with (the one posted, when it comes back asking a password). */
  defaultEmail?: string;
}

/** The register form of /auth: an e-mail only; the shop sends a link to set the password. */
export function RegisterForm({
  onSubmit,
  busy = false,
  error,
  success,
  title = 'Register',
  submitLabel = 'Register',
  passwordNote = 'A link to set a new password will be sent to your email address.',
  privacyPolicyHref = '/privacy-policy',
  action,
  askPassword = false,
  defaultEmail = '',
}: RegisterFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = { ...validateRegister({ email }) };
    if (askPassword && password.length < LIMITS.passwordMinLength) {
      found.password = MESSAGES.passwordTooShort(LIMITS.passwordMinLength);
    }
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ email: email.trim(), ...(askPassword ? { password } : {}) });
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
      {error ? <FormAlert>{error}</FormAlert> : null}
      {success ? <FormAlert tone="success">{success}</FormAlert> : null}
      <AccountEmailField
        value={email}
        error={errors.email}
        disabled={busy}
        onValueChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
      />
      {askPassword ? (
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={LIMITS.loginPasswordMaxLength}
          value={password}
          error={errors.password}
          disabled={busy}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
          }}
        />
      ) : (
        <p className={formStyles.note}>{passwordNote}</p>
      )}
      <p className={formStyles.note}>
        Your personal data will be used to support your experience throughout this website, to
        manage access to your account, and for other purposes described in our{' '}
        <Link href={privacyPolicyHref}>privacy policy</Link>.
      </p>
      <Button
        type="submit"
        name="intent"
        value="register"
        busy={busy}
        busyLabel="Registering"
        fullWidth
      >
        {submitLabel}
      </Button>
    </form>
  );
}
