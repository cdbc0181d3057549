import { maxLength, minLength, nullish, refine, string, trim } from 'zod/mini';
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

/**
 * What a person's name may not hold, as the backend refuses it: control characters (NUL too),
 * the bidirectional marks, embeddings and isolates, and markup (`<`, `>`).
 */
const FORBIDDEN_IN_NAMES = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069<>]/u;

/**
 * Whether a name holds nothing the backend refuses in one.
 *
 * @param name - the name as typed
 * @returns false for control characters, bidirectional controls or `<` and `>`
 */
export function isAllowedName(name: string): boolean {
  return !FORBIDDEN_IN_NAMES.test(name);
}

/**
 * A required person's name (first or last): as {@link requiredText}, and without what the
 * backend refuses in a name, said in the shopper's words at the field.
 *
 * @param max - the longest value accepted
 * @returns the schema
 */
export function personName(max: number) {
  return requiredText(max).check(refine(isAllowedName, { error: MESSAGES.nameCharacters }));
}
