import { MESSAGES } from './messages';
import { z } from './zod';

/**
 * A required text field: trimmed, not empty, at most `max` characters.
 *
 * @param max - the longest value accepted
 * @returns the schema, with `MESSAGES`' required message for missing or blank values
 */
export function requiredText(max: number) {
  return z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired })
    .max(max, { error: MESSAGES.tooLong(max) });
}

/**
 * An optional text field: trimmed, at most `max` characters, null and absent allowed.
 *
 * @param max - the longest value accepted
 * @returns the schema
 */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) })
    .nullish();
}
