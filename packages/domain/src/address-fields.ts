import type { AddressInput } from './address-validation';

/** A field of an address. */
export type AddressFieldName = keyof Required<AddressInput>;

/**
 * Every address field, in the order the address forms show and post them (a module of its own,
 * so code that only names the fields brings none of the validation's schemas).
 */
export const ADDRESS_FIELDS: readonly AddressFieldName[] = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'city',
  'postcode',
  'phone',
  'email',
];
