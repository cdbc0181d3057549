import type { SessionClient } from '@peptide/sdk';
import { redirect } from 'react-router';
import { type RequestShopper, sessionHeaders } from '../lib/shopperSession.server';
import { LOGIN_PATH } from './accountAccess';

/**
 * Sends the shopper to {@link LOGIN_PATH} when the backend ended their login while a loader read
 * the account (a password changed elsewhere, a refused refresh): the session client forgot the
 * login, and the session cookie is written as a visitor's.
 *
 * @param shopper - the request's shopper session
 * @param session - the client the loader read with
 * @throws the redirect, when the login has ended
 */
export async function leaveIfLoginEnded(
  shopper: RequestShopper,
  session: SessionClient,
): Promise<void> {
  if (session.shopper().user) return;
  throw redirect(LOGIN_PATH, { headers: await sessionHeaders(shopper) });
}
