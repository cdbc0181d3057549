import type { SessionClient } from '@peptide/sdk';
import { redirect } from 'react-router';
import { LOGIN_PATH } from './accountAccess';

/**
 * Sends the shopper to {@link LOGIN_PATH} when the backend ended their login while a loader read
 * the account (a password changed elsewhere, a refused refresh): the session client forgot the
 * login, and the session is written back as a visitor's.
 *
 * @param session - the client the loader read with
 * @throws the redirect, when the login has ended
 */
export function leaveIfLoginEnded(session: SessionClient): void {
  if (!session.shopper().user) throw redirect(LOGIN_PATH);
}
