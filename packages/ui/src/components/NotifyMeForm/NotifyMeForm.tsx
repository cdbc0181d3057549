import { type FieldErrors, hasErrors, MESSAGES, validateStockNotification } from '@peptide/domain';
import { useId, useState } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import { Button } from '../Button/Button';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { AccountEmailField } from '../RegisterForm/AccountEmailField';
import * as styles from './NotifyMeForm.css';

export interface NotifyMeFormProps {
  /** Called with the trimmed address only when it passes the domain's check. */
  onSubmit: (values: { email: string }) => void;
  /** The address the field starts with: a logged-in customer's own. */
  defaultEmail?: string | null;
  busy?: boolean;
  /** A failure reported by the caller (a refusal from the server, a network error). */
  error?: string | null;
  /** Messages the field starts with: the server's answer to the form posted without scripts. */
  initialErrors?: FieldErrors;
  /**
   * The request was taken: `active` says the e-mail will come, `unconfirmed` asks the shopper to
   * confirm the address through the e-mailed link. Either replaces the form.
   */
  result?: 'active' | 'unconfirmed' | null;
  /** Where the form posts before or without scripts; with scripts `onSubmit` takes it. */
  action?: string;
  /** Fields the form posts with the address, such as the product's id. */
  hiddenFields?: Record<string, string>;
}

const NO_ERRORS: FieldErrors = {};

/** Notify me when available: the e-mail form an out-of-stock product (or variation) offers. */
export function NotifyMeForm({
  onSubmit,
  defaultEmail,
  busy = false,
  error,
  initialErrors = NO_ERRORS,
  result = null,
  action,
  hiddenFields = {},
}: NotifyMeFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);

  if (result) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {MESSAGES.notifyMeTitle}
        </h2>
        <FormAlert tone="success">
          {result === 'active' ? MESSAGES.notifyMeSuccess : MESSAGES.notifyMeConfirmEmail}
        </FormAlert>
      </section>
    );
  }

  const submit = () => {
    const found = validateStockNotification({ email });
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ email: email.trim() });
  };

  return (
    <EnhancedForm
      className={styles.root}
      onSubmit={submit}
      action={action}
      aria-labelledby={titleId}
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 id={titleId} className={styles.title}>
        {MESSAGES.notifyMeTitle}
      </h2>
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
      <Button type="submit" busy={busy} busyLabel={MESSAGES.notifyMeBusy}>
        {MESSAGES.notifyMeButton}
      </Button>
    </EnhancedForm>
  );
}
