import { email, gte, int, lte, maxLength, minLength, object, pipe, string, trim } from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, REVIEW_MAX_LENGTH } from './field-limits';
import { type FieldErrors, fieldErrors } from './form-errors';
import { MESSAGES } from './messages';
import { requiredText } from './text-fields';

/** The stars a review may give, WooCommerce's 1 to 5. */
export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** Product review form values; the name and address only a guest gives. */
export interface ReviewInput {
  rating?: number | null;
  content?: string | null;
  author?: string | null;
  authorEmail?: string | null;
}

const rating = int({ error: MESSAGES.reviewRatingOutOfRange }).check(
  gte(REVIEW_RATING.min, { error: MESSAGES.reviewRatingOutOfRange }),
  lte(REVIEW_RATING.max, { error: MESSAGES.reviewRatingOutOfRange }),
);

const content = string({ error: MESSAGES.reviewContentRequired }).check(
  trim(),
  minLength(1, { error: MESSAGES.reviewContentRequired }),
  maxLength(REVIEW_MAX_LENGTH, { error: MESSAGES.tooLong(REVIEW_MAX_LENGTH) }),
);

/** A logged-in customer's review: whole stars from 1 to 5 and a text of at most 5,000 characters. */
export const ReviewSchema = object({ rating, content });

/** A guest's review: as {@link ReviewSchema}, with the name and e-mail address WordPress asks. */
export const GuestReviewSchema = object({
  rating,
  content,
  author: requiredText(NAME_MAX_LENGTH),
  authorEmail: pipe(requiredText(EMAIL_MAX_LENGTH), email({ error: MESSAGES.emailInvalid })),
});

/**
 * Validates the product review form.
 *
 * @param input - stars, text and, for a guest, name and e-mail address
 * @param guest - whether the reviewer is not logged in (and so must say who they are)
 * @returns `rating`: {@link MESSAGES.reviewRatingOutOfRange}; `content`: required or too long;
 *   `author` and `authorEmail` (guests): required, too long or not an address
 */
export function validateReview(input: ReviewInput, guest: boolean): FieldErrors {
  return fieldErrors(guest ? GuestReviewSchema : ReviewSchema, input);
}
