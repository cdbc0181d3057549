import { LIMITS } from './constants';

function digitsOf(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/**
 * Whether a phone number is acceptable at checkout.
 *
 * @param input - the phone as typed or formatted
 * @returns true when it holds at least 9 digits
 */
export function isValidPhone(input: string | null | undefined): boolean {
  return digitsOf(input).length >= LIMITS.phoneMinDigits;
}
