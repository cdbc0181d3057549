import { MESSAGES } from '@peptide/domain';
import { userError } from '../errors';
import type { AccountCaller } from './account-caller';

/**
 * How long after the password was given (a login or registration) its tokens may change the
 * account's e-mail address or password: 10 minutes, the shop's sudo mode. A login token refreshed
 * later keeps the time the password was given, so a stolen token, or one left on a shared
 * computer, cannot take the account over.
 */
export const RECENT_LOGIN_MS = 10 * 60_000;

/**
 * Refuses an account change unless the caller gave the account's password within
 * {@link RECENT_LOGIN_MS}: upstream's `updateCustomer` and `updateUser` change the e-mail address
 * and password with no current password, which no upstream client can send.
 *
 * @param caller - the request, whose `loginAt` is when the password was last given
 */
export function requireRecentLogin(caller: AccountCaller): void {
  if (caller.loginAt == null || caller.now() - caller.loginAt > RECENT_LOGIN_MS)
    throw userError(MESSAGES.recentLoginRequired, 'UNAUTHENTICATED');
}
