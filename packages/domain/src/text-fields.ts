import { maxLength, minLength, nullish, string, trim } from 'zod/mini';
import { MESSAGES } from './messages';

/**
 * A required text field: trimmed, not empty, at most `max` characters.
 *
 * @param max - the longest value accepted
 * @returns the schema, with `MESSAGES`' required message for missing or blank values
 */
export function requiredText(max: number) {
  return string({ error: MESSAGES.fieldRequired }).check(
    trim(),
    minLength(1, { error: MESSAGES.fieldRequired }),
    maxLength(max, { error: MESSAGES.tooLong(max) }),
  );
}

/**
 * An optional text field: trimmed, at most `max` characters, null and absent allowed.
 *
 * @param max - the longest value accepted
 * @returns the schema
 */
export function optionalText(max: number) {
  return nullish(string().check(trim(), maxLength(max, { error: MESSAGES.tooLong(max) })));
}
