import type { AccountUpdate, AddressInput } from '@peptide/domain';
import type { AddressKind } from '@peptide/ui';
import { addressFormFields } from '../lib/formText';

/**
 * The account details form's fields as the page posts them with scripts: the names the form
 * posts without scripts, so the action reads one shape. The form has already checked that the
 * new password was typed twice alike, so it is sent as its own confirmation.
 *
 * @param update - the checked details
 * @returns the form's fields
 */
export function detailsFormBody(update: AccountUpdate): Record<string, string> {
  return {
    firstName: update.firstName,
    lastName: update.lastName,
    displayName: update.displayName,
    email: update.email,
    password: update.password ?? '',
    confirmPassword: update.password ?? '',
    currentPassword: update.currentPassword ?? '',
  };
}

/**
 * An address form's fields as the page posts them with scripts: `kind` and `{kind}.{field}`,
 * as the form posts them without scripts.
 *
 * @param kind - billing or shipping
 * @param address - the checked address
 * @returns the form's fields
 */
export function addressFormBody(kind: AddressKind, address: AddressInput): Record<string, string> {
  return { kind, ...Object.fromEntries(addressFormFields(kind, address)) };
}
