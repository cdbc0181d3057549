import { SERVER_MESSAGES } from '@peptide/domain';
import type { GraphQLError } from 'graphql';
// Yoga's own constructor: errors must be instances of the graphql copy Yoga loaded, or Yoga
// treats them as crashes (bundlers and test runners may load graphql's ESM and CJS builds side
// by side).
import { createGraphQLError } from 'graphql-yoga';

/** Codes carried in `extensions.code` so clients can branch without parsing messages. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

/**
 * An error the shopper caused or may see; its message reaches the client unmasked.
 *
 * @param message - a clear, user-facing message
 * @param code - the machine-readable kind, `BAD_USER_INPUT` by default
 */
export function userError(message: string, code: ErrorCode = 'BAD_USER_INPUT'): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}

/**
 * Rejects strings longer than a limit, so oversized input gets a clear error instead of being
 * stored or processed.
 *
 * @param value - the input
 * @param field - the field's name for the message
 * @param max - the most characters allowed
 * @returns the value, unchanged
 */
export function limitLength<T extends string | null | undefined>(
  value: T,
  field: string,
  max: number,
): T {
  if (typeof value === 'string' && value.length > max) {
    throw userError(SERVER_MESSAGES.fieldTooLong(field, max));
  }
  return value;
}

/**
 * Turns a domain validator's field map into one error: the first problem in the message, every
 * problem under `extensions.fields`.
 *
 * @param fields - field path to message, as `@peptide/domain`'s validators return
 * @returns null when the map is empty
 */
export function fieldsError(fields: Partial<Record<string, string>>): GraphQLError | null {
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] != null,
  );
  const first = entries[0];
  if (!first) return null;
  return createGraphQLError(`${first[0]}: ${first[1]}`, {
    extensions: { code: 'BAD_USER_INPUT', fields: Object.fromEntries(entries) },
  });
}
