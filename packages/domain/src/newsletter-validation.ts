import { EMAIL_MAX_LENGTH } from './field-limits';
import type { FieldErrors } from './form-errors';
import { MESSAGES } from './messages';

/** Local part, @, domain, a dot and a top level of two or more letters. */
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * Validates the newsletter address: required, trimmed, at most 254 characters, a basic address
 * shape. Plain code rather than a schema, so the shell that offers the newsletter on every page
 * does not load the schema library.
 *
 * @param email - the address as typed
 * @returns `{ email: 'Please enter a valid email address' }` when empty, too long or invalid
 */
export function validateNewsletterEmail(email: string | null | undefined): FieldErrors {
  const address = (email ?? '').trim();
  const valid =
    address.length > 0 &&
    address.length <= EMAIL_MAX_LENGTH &&
    NEWSLETTER_EMAIL_PATTERN.test(address);
  return valid ? {} : { email: MESSAGES.emailInvalid };
}

/**
 * Whether the newsletter submit button is enabled.
 *
 * @param state - the typed address and whether a request is being sent
 * @returns false while empty, invalid or sending
 */
export function canSubmitNewsletter(state: {
  email: string | null | undefined;
  sending?: boolean;
}): boolean {
  return !state.sending && !validateNewsletterEmail(state.email).email;
}
