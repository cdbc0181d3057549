import { LIMITS } from './constants';
import { type FieldErrors, fieldErrors } from './form-errors';
import { MESSAGES } from './messages';
import { z } from './zod';

/** Local part, @, domain, a dot and a top level of two or more letters. */
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Newsletter e-mail: required, trimmed, at most 26 characters, a basic address shape. */
export const NewsletterEmailSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .min(1, { error: MESSAGES.emailInvalid })
    .max(LIMITS.newsletterEmailMaxLength, { error: MESSAGES.emailInvalid })
    .regex(NEWSLETTER_EMAIL_PATTERN, { error: MESSAGES.emailInvalid }),
});

/**
 * Validates the newsletter address.
 *
 * @param email - the address as typed
 * @returns `{ email: 'Please enter a valid email address' }` when empty, too long or invalid
 */
export function validateNewsletterEmail(email: string | null | undefined): FieldErrors {
  return fieldErrors(NewsletterEmailSchema, { email });
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
