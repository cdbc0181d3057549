// Apart from phone.ts, so the formatting metadata is bundled only where a phone is formatted
// (the checkout), not wherever a phone is validated.
import { AsYouType, type CountryCode, isSupportedCountry } from 'libphonenumber-js/min';

/**
 * Formats a phone number as the shopper types it, the way the chosen country writes its numbers
 * (`030 123456789` in Germany, `06 12 34 56 78` in France, `(301) 234-5678` in the US).
 *
 * @param input - the raw or already formatted value
 * @param country - the billing country's ISO code; an unknown one formats only numbers typed
 *   with their `+` international prefix
 * @returns the formatted value; formatting it again changes nothing
 * @remarks Uses libphonenumber-js's smallest ("min") metadata. A number that fits no pattern of
 *   the country is left as its digits, so nothing typed is dropped.
 */
export function formatPhone(
  input: string | null | undefined,
  country: string | null | undefined,
): string {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  return new AsYouType(code).input(input ?? '');
}
