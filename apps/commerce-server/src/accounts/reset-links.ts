import type { Db } from '../db/database';
import type { User } from '../model/models';
import { createResetToken } from '../store/reset-tokens';
import type { AccountCaller } from './account-caller';

/**
 * How a reset link names the account and its token: the shop's page reads `email` and `token`
 * (for `resetPasswordWithToken`), a WordPress storefront's `key` and `login` (for WPGraphQL's
 * `resetUserPassword`, as WordPress's own reset link carries them).
 */
export type ResetLinkStyle = 'shop' | 'wordpress';

/**
 * A link to the storefront's reset-password page with a fresh single-use token for the user.
 *
 * @param db - the transaction to write the token in, when inside one
 * @param style - the parameters the link carries
 * @returns the link to e-mail
 */
export async function passwordLink(
  ctx: AccountCaller,
  user: User,
  db: Db = ctx.db,
  style: ResetLinkStyle = 'shop',
): Promise<string> {
  const token = await createResetToken(
    db,
    user.databaseId,
    ctx.now(),
    ctx.config.resetTokenLifetimeMs,
  );
  const query = new URLSearchParams(
    style === 'shop' ? { email: user.email, token } : { key: token, login: user.username },
  );
  return `${ctx.config.storefrontUrl}/reset-password?${query.toString()}`;
}
