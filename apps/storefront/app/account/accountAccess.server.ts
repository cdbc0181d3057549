import type { StoredUser } from '@peptide/sdk';
import { redirect } from 'react-router';
import { shopperOf } from '../lib/shopperSession.server';
import { LOGIN_PATH } from './accountAccess';

/**
 * The account area's guard, on the server: a visitor is sent to the login page before anything
 * renders, with or without scripts.
 *
 * @param request - the page's request
 * @returns the logged-in customer the session names
 * @throws a redirect to {@link LOGIN_PATH} when nobody is logged in
 */
export async function requireCustomer(request: Request): Promise<StoredUser> {
  const { shopper } = await shopperOf(request);
  if (!shopper.user) throw redirect(LOGIN_PATH);
  return shopper.user;
}
