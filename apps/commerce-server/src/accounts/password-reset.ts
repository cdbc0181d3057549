import { SERVER_MESSAGES } from '@peptide/domain';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { User } from '../model/models';
import { queueEmail } from '../store/outbox';
import { consumeResetToken, resetTokenIsLive } from '../store/reset-tokens';
import { markEmailVerified, updateUser, userForLogin } from '../store/users';
import type { AccountCaller } from './account-caller';
import { passwordLink, type ResetLinkStyle } from './reset-links';

/** The longest reset token read; the tokens this server makes are 48 characters. */
const MAX_TOKEN_LENGTH = 200;

/**
 * E-mails a single-use reset link to the account a login name names (its username or e-mail
 * address), within the reset limits; the caller answers the same whatever happened, so the
 * form cannot list accounts.
 *
 * @param ctx - the request
 * @param login - the username or e-mail address typed
 * @param style - what the link carries: the shop's `email` and `token`, or WordPress's `key`
 *   and `login`
 * @remarks Limited per client address and per account address (an unknown name counts by
 *   itself), whether the account exists or not: over either limit only the e-mail is not sent.
 *   The shop's request by address and WPGraphQL's by username count together for one account.
 */
export async function mailResetLink(
  ctx: AccountCaller,
  login: string,
  style: ResetLinkStyle,
): Promise<void> {
  const { resetPerAddress, resetPerClient } = ctx.limits;
  if (!(await resetPerClient.take(ctx.clientAddress)).allowed) return;
  const found = await userForLogin(ctx.db, login);
  const address = found ? found.user.email.toLowerCase() : login.trim().toLowerCase();
  if (!(await resetPerAddress.take(address)).allowed || !found) return;
  const { user } = found;
  const link = await passwordLink(ctx, user, ctx.db, style);
  await queueEmail(
    ctx.db,
    {
      to: user.email,
      subject: 'Reset your password',
      body: `Someone asked to reset the password of ${user.username}. If it was you, open this link within 1 hour: ${link}`,
      link,
    },
    ctx.now(),
  );
}

/**
 * Sets a new password with a reset token from an e-mailed link.
 *
 * @param ctx - the request
 * @param user - the account the link names, or null when it names none
 * @param token - the link's token
 * @param newPassword - the new password, already validated
 * @returns the account with its new password (which ends its earlier logins) and its address
 *   proven, or null when the token is not live for it: unknown, spent, expired or another
 *   account's
 * @throws `SERVER_MESSAGES.tooManyPasswordResets` when the client set too many passwords lately
 * @remarks The token is checked before the new password is hashed, so a made-up link costs
 *   nothing, and spent after it: of two uses at once, one spends it and the other is refused.
 */
export async function resetPassword(
  ctx: AccountCaller,
  user: User | null,
  token: string,
  newPassword: string,
): Promise<User | null> {
  const throttle = await ctx.limits.newPasswordPerClient.take(ctx.clientAddress);
  if (!throttle.allowed)
    throw userError(SERVER_MESSAGES.tooManyPasswordResets, 'TOO_MANY_REQUESTS');
  const key = token.slice(0, MAX_TOKEN_LENGTH);
  if (!user || !(await resetTokenIsLive(ctx.db, user.databaseId, key, ctx.now()))) return null;
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await consumeResetToken(trx, user.databaseId, key, ctx.now()))) return null;
    // The link reached the account's address (an address change voids the links mailed before).
    await markEmailVerified(trx, user.databaseId, user.email);
    return updateUser(trx, user.databaseId, { passwordHash });
  });
}
