import { SERVER_MESSAGES } from '@peptide/domain';
import { maskError as maskUnexpected } from 'graphql-yoga';
import { userError } from '../errors';

/**
 * PostgreSQL's refusals of text it cannot store: a NUL character (22021), a character outside the
 * database's encoding (22P05). SQLite stores both; fields that validate their text refuse them
 * earlier with their own message.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * The error a resolver's GraphQL errors were made from (they may wrap each other). Read by shape:
 * graphql may be loaded twice (its ESM and CommonJS builds), each with its own GraphQLError.
 */
function rootCause(error: unknown): unknown {
  let cause = error;
  while (cause instanceof Error && 'originalError' in cause && cause.originalError) {
    cause = cause.originalError;
  }
  return cause;
}

/**
 * Yoga's error masking, except that text the database cannot store is the shopper's mistake,
 * answered as such, rather than "Unexpected error.".
 *
 * @param error - what a resolver threw
 * @param message - Yoga's masked message
 * @param isDev - whether the server runs in development
 * @returns the error the client sees
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const code = (rootCause(error) as { code?: unknown } | null | undefined)?.code;
  if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) {
    return userError(SERVER_MESSAGES.nulCharacter);
  }
  return maskUnexpected(error, message, isDev);
}
