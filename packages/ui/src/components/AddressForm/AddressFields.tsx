import {
  ADDRESS_FIELD_MAX_LENGTHS,
  ADDRESS_FIELDS,
  type AddressFieldName,
  type AddressInput,
  type Country,
  type FieldErrors,
  SUPPORTED_COUNTRIES,
} from '@peptide/domain';
import { TextField } from '../Input/Input';
import { SelectField } from '../Select/Select';
import * as formStyles from './form.css';

// The fields and their order are the domain's, so a server reading a posted form needs no UI code.
export { ADDRESS_FIELDS, type AddressFieldName } from '@peptide/domain';

/** Default labels; company is the only optional field. */
export const ADDRESS_LABELS: Record<AddressFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company name (optional)',
  country: 'Country / Region',
  address1: 'Street address',
  city: 'Town / City',
  postcode: 'Postcode / ZIP',
  phone: 'Phone',
  email: 'Email address',
};

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  country: 'country',
  address1: 'address-line1',
  city: 'address-level2',
  postcode: 'postal-code',
  phone: 'tel',
  email: 'email',
};

const countryOptions = (countries: readonly Country[]) =>
  countries.map((country) => ({ value: country.code, label: country.name }));

export interface AddressFieldsProps {
  /** Prefixes the control ids and autocomplete sections, for example `billing`. */
  idPrefix: string;
  values: AddressInput;
  /** Messages keyed by field name, as the domain validators return them. */
  errors?: FieldErrors;
  onChange: (field: AddressFieldName, value: string) => void;
  /** Which fields to show; all by default. */
  fields?: readonly AddressFieldName[];
  /** Fields besides the company that may stay blank (a shipping address's phone and e-mail). */
  optional?: readonly AddressFieldName[];
  /**
   * Formats the phone as it is typed, for the address's country (checkout billing passes the
   * domain's `formatPhone`). Deleting is left as typed, so a bracket or space can be removed.
   */
  formatPhone?: (phone: string, country: string) => string;
  labels?: Partial<Record<AddressFieldName, string>>;
  disabled?: boolean;
  /** The countries the select offers: the backend's selling countries; the shop's list unless given. */
  countries?: readonly Country[];
}

/**
 * The fields of one address, laid out in pairs, each labelled and showing its error. Shared by
 * the checkout's billing and shipping sections and the account's address form.
 */
export function AddressFields({
  idPrefix,
  values,
  errors = {},
  onChange,
  fields = ADDRESS_FIELDS,
  optional = [],
  formatPhone,
  labels,
  disabled,
  countries = SUPPORTED_COUNTRIES,
}: AddressFieldsProps) {
  const shown = new Set(fields);
  const field = (name: AddressFieldName) => {
    if (!shown.has(name)) return null;
    const common = {
      id: `${idPrefix}-${name}`,
      name: `${idPrefix}.${name}`,
      label:
        labels?.[name] ??
        (optional.includes(name) ? `${ADDRESS_LABELS[name]} (optional)` : ADDRESS_LABELS[name]),
      error: errors[name],
      required: name !== 'company' && !optional.includes(name),
      disabled,
      autoComplete: `section-${idPrefix} ${AUTOCOMPLETE[name]}`,
    };
    const value = values[name] ?? '';
    if (name === 'country') {
      return (
        <SelectField
          {...common}
          options={countryOptions(countries)}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        />
      );
    }
    if (name === 'phone') {
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="tel"
          maxLength={ADDRESS_FIELD_MAX_LENGTHS.phone}
          value={value}
          onChange={(event) => {
            const typed = event.target.value;
            const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete');
            onChange(
              name,
              formatPhone && !deleting ? formatPhone(typed, values.country ?? '') : typed,
            );
          }}
        />
      );
    }
    return (
      <TextField
        {...common}
        type={name === 'email' ? 'email' : 'text'}
        maxLength={ADDRESS_FIELD_MAX_LENGTHS[name]}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
      />
    );
  };
  return (
    <div className={formStyles.form}>
      <div className={formStyles.row}>
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('company')}
      {field('country')}
      {field('address1')}
      <div className={formStyles.row}>
        {field('city')}
        {field('postcode')}
      </div>
      <div className={formStyles.row}>
        {field('phone')}
        {field('email')}
      </div>
    </div>
  );
}
