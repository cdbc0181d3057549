import {
  type AddressInput,
  type Country,
  type FieldErrors,
  FORM_ERROR_KEY,
  hasErrors,
  isAddressEmpty,
  resolveCountry,
  SHIPPING_OPTIONAL_FIELDS,
  SUPPORTED_COUNTRIES,
  validateAddressForm,
} from '@peptide/domain';
import { useState } from 'react';
import { Button, ButtonLink } from '../Button/Button';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { ADDRESS_FIELDS, type AddressFieldName, AddressFields } from './AddressFields';
import * as styles from './AddressForm.css';
import { FormAlert } from './FormAlert';
import * as formStyles from './form.css';

export type AddressKind = 'billing' | 'shipping';

export interface AddressFormProps {
  kind: AddressKind;
  /** The saved address, if any; fields outside the form (such as `__typename`) are dropped. */
  defaultValues?: AddressInput | null;
  /** Called with the address only when it passes the domain's address validation. */
  onSubmit: (values: AddressInput) => void;
  onCancel?: () => void;
  /** The save is in progress: the button shows a spinner and the form cannot be sent again. */
  busy?: boolean;
  /** A failure reported by the caller, for example 'Something went wrong.' */
  error?: string | null;
  /** Messages the fields start with: the server's answer to a form posted without scripts. */
  initialErrors?: FieldErrors;
  title?: string;
  saveLabel?: string;
  cancelLabel?: string;
  /** Where the form posts (with its `kind`) before or without scripts; with scripts `onSubmit`. */
  action?: string;
  /** Where Cancel leads before or without scripts; with scripts `onCancel` runs instead. */
  cancelHref?: string;
  /** The countries the select offers (the backend's); the shop's list unless given. */
  countries?: readonly Country[];
}

// The saved country when it is offered, else the first offered (a backend that sells to fewer).
function initialValues(
  defaults: AddressInput | null | undefined,
  countries: readonly Country[],
): AddressInput {
  const values: AddressInput = {};
  for (const name of ADDRESS_FIELDS) values[name] = defaults?.[name] ?? '';
  const resolved = resolveCountry(defaults?.country);
  values.country = countries.some((country) => country.code === resolved)
    ? resolved
    : (countries[0]?.code ?? resolved);
  return values;
}

const NO_ERRORS: FieldErrors = {};

/** The account's billing or shipping address editor. */
export function AddressForm({
  kind,
  defaultValues,
  onSubmit,
  onCancel,
  busy = false,
  error,
  initialErrors = NO_ERRORS,
  title = kind === 'billing' ? 'Billing address' : 'Shipping address',
  saveLabel = 'Save address',
  cancelLabel = 'Cancel',
  action,
  cancelHref,
  countries = SUPPORTED_COUNTRIES,
}: AddressFormProps) {
  const [values, setValues] = useState(() => initialValues(defaultValues, countries));
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);

  const change = (field: AddressFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, [FORM_ERROR_KEY]: _form, ...rest }) => rest);
  };

  const submit = () => {
    // The country select always holds a value, so an address with nothing typed counts as empty.
    const nothingTyped = isAddressEmpty({ ...values, country: null });
    const found = validateAddressForm(nothingTyped ? null : values, kind);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  const formError = errors[FORM_ERROR_KEY] ?? error;
  return (
    <EnhancedForm
      className={styles.root}
      onSubmit={submit}
      action={action}
      aria-labelledby={`${kind}-title`}
    >
      {action ? <input type="hidden" name="kind" value={kind} /> : null}
      <h3 id={`${kind}-title`} className={styles.title}>
        {title}
      </h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <AddressFields
        idPrefix={kind}
        values={values}
        optional={kind === 'shipping' ? SHIPPING_OPTIONAL_FIELDS : []}
        errors={errors}
        onChange={change}
        disabled={busy}
        countries={countries}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} busyLabel="Saving">
          {saveLabel}
        </Button>
        {onCancel && cancelHref ? (
          <ButtonLink
            variant="ghost"
            href={cancelHref}
            onClick={(event) => {
              event.preventDefault();
              onCancel();
            }}
          >
            {cancelLabel}
          </ButtonLink>
        ) : onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </EnhancedForm>
  );
}
