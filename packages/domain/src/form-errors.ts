import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** Field name to message; a form-wide message sits under `form`. */
export type FieldErrors = Partial<Record<string, string>>;

/** The key of a message about the whole form rather than one field. */
export const FORM_ERROR_KEY = 'form';

/**
 * Runs a schema and keeps the first message of each field.
 *
 * @param schema - a zod schema; this package builds its own with `zod/mini`, whose functions
 *   leave the rest of zod (its other schemas, its translations) out of the shop's bundles
 * @param input - the values to check
 * @returns a map from dotted field path (`billing.phone`) to message; empty when valid
 */
export function fieldErrors(schema: $ZodType, input: unknown): FieldErrors {
  const result = safeParse(schema, input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Whether a map holds any message.
 *
 * @param errors - a map returned by a validator
 * @returns true when at least one field has a message
 */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
