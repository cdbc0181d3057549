import { LIMITS } from './constants';

/** The mask fits ten digits: `(123) 456-7890`. */
const MASK_DIGITS = 10;

function digitsOf(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/**
 * Whether a phone number is acceptable at checkout.
 *
 * @param input - the phone as typed or masked
 * @returns true when it holds at least 9 digits
 */
export function isValidPhone(input: string | null | undefined): boolean {
  return digitsOf(input).length >= LIMITS.phoneMinDigits;
}

/**
 * Masks a phone number as the shopper types: `(123) 456-7890`.
 *
 * @param input - the raw or already masked value
 * @returns the masked value, at most 14 characters; masking it again changes nothing
 * @remarks Only the first ten digits are kept; partial input is masked as far as it goes
 *   (`(12`, `(123) 45`, `(123) 456-78`).
 */
export function formatPhoneMask(input: string | null | undefined): string {
  const digits = digitsOf(input).slice(0, MASK_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
