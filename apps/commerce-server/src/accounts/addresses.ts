import {
  ADDRESS_FIELD_MAX_LENGTHS,
  isValidPhone,
  isValidPostcode,
  MESSAGES,
} from '@peptide/domain';
import type { GraphQLError } from 'graphql';
import { fieldsError, limitLength, userError } from '../errors';
import type { CustomerAddressInput } from '../generated/resolvers-types';
import type { Address } from '../model/models';
import { cleanName } from './names';

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const;

/**
 * Applies an address input onto a stored address: only the given fields change, unless
 * `overwrite` replaces the whole address, as upstream.
 *
 * @throws for a value longer than the domain allows for its field, an invalid phone, or a postcode that does not fit the country
 */
export function applyAddress(
  current: Address,
  input: CustomerAddressInput,
  label: string,
): Address {
  const next: Address = input.overwrite ? {} : { ...current };
  for (const field of ADDRESS_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    next[field] = limitLength(value, `${label} ${field}`, ADDRESS_FIELD_MAX_LENGTHS[field]);
    if ((field === 'firstName' || field === 'lastName') && typeof value === 'string')
      next[field] = cleanName(value, `${label} ${field}`);
  }
  if (input.phone && !isValidPhone(input.phone))
    throw userError(`${label} phone: ${MESSAGES.invalidPhone}`);
  if (next.country && next.postcode && !isValidPostcode(next.country, next.postcode)) {
    throw userError(`${label} postcode: ${MESSAGES.invalidPostcode}`);
  }
  return next;
}

/**
 * A domain validator's problems with an address as one error, each field named with its
 * address (`billing.city`).
 *
 * @param label - which address, `billing` or `shipping`
 * @param problems - field to message, as `validateBillingAddress` answers
 * @returns null when there is no problem
 */
export function addressError(
  label: 'billing' | 'shipping',
  problems: Partial<Record<string, string>>,
): GraphQLError | null {
  return fieldsError(
    Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [`${label}.${field}`, message]),
    ),
  );
}
