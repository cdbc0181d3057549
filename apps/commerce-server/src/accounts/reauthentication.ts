import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { verifyPassword } from '../auth/passwords';
import { limitLength, userError } from '../errors';
import type { User } from '../model/models';
import { userForLogin } from '../store/users';
import type { AccountCaller } from './account-caller';

/** The refusal of a login over its limit, with the minutes left to wait. */
export const tooManyLoginAttempts = (waitMs: number) =>
  userError(
    SERVER_MESSAGES.tooManyLoginAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
    'TOO_MANY_REQUESTS',
  );

/**
 * Refuses an account change without the account's current password. Wrong passwords count
 * against the account's login limit, so a stolen login token cannot be used to guess it.
 */
export async function requireCurrentPassword(
  ctx: AccountCaller,
  user: User,
  currentPassword: string | null | undefined,
): Promise<void> {
  if (!currentPassword) throw userError(MESSAGES.currentPasswordRequired, 'UNAUTHENTICATED');
  const account = `user:${user.databaseId}`;
  const throttle = await ctx.limits.loginPerAccount.take(account);
  if (!throttle.allowed) throw tooManyLoginAttempts(throttle.waitMs);
  const stored = (await userForLogin(ctx.db, user.username))?.passwordHash ?? null;
  if (!(await verifyPassword(limitLength(currentPassword, 'currentPassword', 200), stored)))
    throw userError(MESSAGES.currentPasswordWrong, 'UNAUTHENTICATED');
  await ctx.limits.loginPerAccount.clear(account);
}
