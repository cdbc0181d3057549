import { DEFAULT_COUNTRY } from './constants';

/** A country the shop ships to. */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
}

/** The 29 supported countries: the 27 EU members, Norway and the United Kingdom. */
export const SUPPORTED_COUNTRIES: readonly Country[] = [
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czech Republic' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GR', name: 'Greece' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'GB', name: 'United Kingdom' },
];

const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;
const THREE_SPACE_TWO = /^\d{3} ?\d{2}$/;

/**
 * Postcode patterns by country. Letters match in any case because the input is
 * upper-cased before matching.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: FOUR_DIGITS,
  BE: FOUR_DIGITS,
  BG: FOUR_DIGITS,
  CY: FOUR_DIGITS,
  DK: FOUR_DIGITS,
  HU: FOUR_DIGITS,
  LU: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  SI: FOUR_DIGITS,
  HR: FIVE_DIGITS,
  EE: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  DE: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  CZ: THREE_SPACE_TWO,
  SK: THREE_SPACE_TWO,
  SE: THREE_SPACE_TWO,
  GR: THREE_SPACE_TWO,
  IE: /^[A-Z]\d{1,2} ?\w{1,4}$/,
  LV: /^LV-\d{4}$/,
  LT: /^LT-\d{5}$/,
  // Malta writes its postcodes with a space (VLT 1117); a pattern naming none would refuse it, so it is
  // optional here rather than rejecting the official form.
  MT: /^[A-Z]{2,3} ?\d{2,4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
};

/**
 * Whether a country code is one the shop ships to.
 *
 * @param code - an ISO alpha-2 code, any case
 * @returns true for the 29 supported countries
 */
export function isSupportedCountry(code: string | null | undefined): boolean {
  const upper = (code ?? '').trim().toUpperCase();
  return SUPPORTED_COUNTRIES.some((country) => country.code === upper);
}

/**
 * The name of a supported country.
 *
 * @param code - an ISO alpha-2 code, any case
 * @returns the name, or undefined for a country the shop does not ship to
 */
export function countryName(code: string | null | undefined): string | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  return SUPPORTED_COUNTRIES.find((country) => country.code === upper)?.name;
}

/**
 * The country a form starts with: the given one when supported, else the default, GB.
 *
 * @param code - a stored or preferred country code
 * @returns a supported country code
 */
export function resolveCountry(code: string | null | undefined): string {
  return isSupportedCountry(code) ? (code ?? '').trim().toUpperCase() : DEFAULT_COUNTRY;
}

/**
 * Checks a postcode against its country's pattern.
 *
 * @param countryCode - an ISO alpha-2 code, any case
 * @param postcode - the postcode as typed; it is trimmed, and letters match in any case
 * @returns false for an empty postcode; true for any non-empty postcode of a country without a
 *   pattern
 */
export function isValidPostcode(
  countryCode: string | null | undefined,
  postcode: string | null | undefined,
): boolean {
  const value = (postcode ?? '').trim().toUpperCase();
  if (value === '') return false;
  const pattern = POSTCODE_PATTERNS[(countryCode ?? '').trim().toUpperCase()];
  return pattern ? pattern.test(value) : true;
}
