import { ADDRESS_FIELDS, type AddressInput } from '@peptide/domain';

/**
 * A posted form's text field.
 *
 * @param form - the posted form
 * @param name - the field's name
 * @returns its value, or '' when it is missing or a file
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * An address posted by the shop's address fields, named `{kind}.{field}`.
 *
 * @param form - the posted form
 * @param kind - the fields' prefix, `billing` or `shipping`
 * @returns every address field, '' where the form holds none
 */
export function formAddress(form: FormData, kind: 'billing' | 'shipping'): AddressInput {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, formText(form, `${kind}.${field}`)]),
  );
}

/**
 * An address as the shop's address fields post it, the inverse of {@link formAddress}.
 *
 * @param kind - the fields' prefix, `billing` or `shipping`
 * @param address - the address; a field without a text (or not an address field) is left out
 * @returns each address field's name (`{kind}.{field}`) and text
 */
export function addressFormFields(
  kind: 'billing' | 'shipping',
  address: AddressInput,
): [string, string][] {
  return ADDRESS_FIELDS.flatMap((field) => {
    const value = address[field];
    return typeof value === 'string' ? [[`${kind}.${field}`, value] as [string, string]] : [];
  });
}
