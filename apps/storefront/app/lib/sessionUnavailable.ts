import { MESSAGES } from '@peptide/domain';
import { isRouteErrorResponse } from 'react-router';

/**
 * What the error page says when the storefront could not keep the shopper's session.
 *
 * @param error - the route's error
 * @returns the shopper's message for a session store that failed, else undefined (the page's
 *   own text)
 */
export function sessionUnavailableText(error: unknown): string | undefined {
  return isRouteErrorResponse(error) &&
    error.status === 503 &&
    error.data === MESSAGES.sessionUnavailable
    ? MESSAGES.sessionUnavailable
    : undefined;
}
