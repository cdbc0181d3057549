import { MESSAGES } from '@peptide/domain';
import { data } from 'react-router';
import { SessionEndedError } from './sessionStore.server';

/** How soon a shopper may try again after the session store failed, in seconds. */
export const SESSION_RETRY_AFTER_SECONDS = 5;

/**
 * Runs a read or write of the session store, turning its failure (a full disk, a folder that
 * cannot be written, Redis away) into a 503 the error page answers in the shopper's words.
 *
 * @param work - the store operation
 * @returns what it returns
 * @throws a 503 response ({@link MESSAGES.sessionUnavailable}, `Retry-After`) when the store
 *   fails; a {@link SessionEndedError} as it is
 */
export async function withSessionStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    console.error('[storefront] the session store failed:', error);
    throw data(MESSAGES.sessionUnavailable, {
      status: 503,
      headers: { 'Retry-After': String(SESSION_RETRY_AFTER_SECONDS) },
    });
  }
}

/**
 * Adds `Retry-After` to a 503 answer that has none: a document or data request whose session
 * store failed (React Router keeps only the cookies of a thrown response's headers).
 *
 * @param status - the answer's status
 * @param headers - its headers, changed in place
 */
export function retryAfterUnavailable(status: number, headers: Headers): void {
  if (status === 503 && !headers.has('Retry-After')) {
    headers.set('Retry-After', String(SESSION_RETRY_AFTER_SECONDS));
  }
}
