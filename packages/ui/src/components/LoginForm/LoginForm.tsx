import {
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  hasErrors,
  LIMITS,
  type LoginInput,
  MESSAGES,
  validateLogin,
} from '@peptide/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../link/LinkProvider';
import { FormAlert } from '../AddressForm/FormAlert';
import * as formStyles from '../AddressForm/form.css';
import { Button } from '../Button/Button';
import { TextField } from '../Input/Input';
import * as styles from './LoginForm.css';
import { PasswordField } from './PasswordField';

/** What the login form sends once valid. */
export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Called only when both fields pass the domain's login validation. */
  onSubmit: (values: LoginValues) => void;
  /** The login is in progress. */
  busy?: boolean;
  /** A failure reported by the caller, such as 'Invalid credentials, please try again.' */
  error?: string | null;
  defaultUsername?: string;
  title?: string;
  submitLabel?: string;
  /**
   * Where the form posts when scripts have not run (or do not): the server's action, which
   * reads the fields and `intent=login` from the submit button. With scripts, `onSubmit` has it.
   */
  action?: string;
  forgotPasswordHref?: string;
}

/** The login form of /auth: username or e-mail, password with show/hide, Forgot password? */
export function LoginForm({
  onSubmit,
  busy = false,
  error,
  defaultUsername = '',
  title = 'Login',
  submitLabel = 'Log in',
  forgotPasswordHref = '/lost-password',
  action,
}: LoginFormProps) {
  const titleId = useId();
  const [values, setValues] = useState<LoginInput>({ username: defaultUsername, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (!hasErrors(found)) {
      onSubmit({ username: (values.username ?? '').trim(), password: values.password ?? '' });
    }
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
      <TextField
        label="Username or email address"
        name="username"
        autoComplete="username"
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={values.username ?? ''}
        error={errors.username}
        disabled={busy}
        onChange={(event) => change('username', event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        maxLength={LIMITS.loginPasswordMaxLength}
        value={values.password ?? ''}
        error={errors.password}
        disabled={busy}
        onChange={(event) => change('password', event.target.value)}
      />
      <Button
        type="submit"
        name="intent"
        value="login"
        busy={busy}
        busyLabel="Logging in"
        fullWidth
      >
        {submitLabel}
      </Button>
      <Link href={forgotPasswordHref} className={styles.forgot}>
        {MESSAGES.forgotPassword}
      </Link>
    </form>
  );
}
