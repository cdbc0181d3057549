/**
 * The longest e-mail address accepted anywhere (checkout, login, register, account, newsletter):
 * the most a mail server delivers to (RFC 5321's 256-character path less its angle brackets).
 */
export const EMAIL_MAX_LENGTH = 254;
/** The longest first, last or display name: double-barrelled and multi-part names fit. */
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 100;
/** The longest street address line. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
/** Longer than any country's postcode, with room for spaces. */
export const POSTCODE_MAX_LENGTH = 20;
/** A country is stored as its two-letter ISO code. */
export const COUNTRY_CODE_LENGTH = 2;
/**
 * The longest phone as typed: an international number has up to 15 digits, and formatting adds
 * a plus, spaces, brackets and dashes.
 */
export const PHONE_MAX_LENGTH = 25;
/**
 * The longest product review: a few paragraphs of findings, far below WordPress's own comment
 * limit, so one review cannot fill a product page.
 */
export const REVIEW_MAX_LENGTH = 5_000;

/**
 * The longest value of each address field, as the forms' inputs and the servers check them.
 *
 * @remarks `address2` and `state` are not on the shop's forms but the commerce server takes them.
 */
export const ADDRESS_FIELD_MAX_LENGTHS = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  company: COMPANY_MAX_LENGTH,
  country: COUNTRY_CODE_LENGTH,
  address1: ADDRESS_LINE_MAX_LENGTH,
  address2: ADDRESS_LINE_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  state: CITY_MAX_LENGTH,
  postcode: POSTCODE_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;
