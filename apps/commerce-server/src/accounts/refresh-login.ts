import { SERVER_MESSAGES } from '@peptide/domain';
import type { SignedToken } from '../auth/tokens';
import { userError } from '../errors';
import { userById } from '../store/users';
import type { AccountCaller } from './account-caller';

/** A refresh: a new login token, or the reason the refresh token was refused, in words. */
export type RefreshResult = { ok: true; authToken: SignedToken } | { ok: false; message: string };

/** The longest refresh token read; a longer one is no token of this server. */
const MAX_TOKEN_LENGTH = 2000;

/**
 * Exchanges a refresh token for a new login token of the same login, as both login plugins'
 * refresh mutations do.
 *
 * @param ctx - the request
 * @param refreshToken - the refresh token a login answered
 * @returns the new login token, or why the refresh token was refused: expired, not made by this
 *   server (forged, altered, another kind of token), or ended by a password change
 * @throws `SERVER_MESSAGES.tooManyRefreshAttempts` when the client sent 20 refused refresh
 *   tokens in 15 minutes
 * @remarks Counted per client address before the token is read, like a login, and given back
 *   when the token is good, so only refused tokens count. The login token keeps the refresh
 *   token's login time, so it ends when the login does however often it is refreshed.
 */
export async function refreshLogin(
  ctx: AccountCaller,
  refreshToken: string,
): Promise<RefreshResult> {
  const { refreshPerClient } = ctx.limits;
  const throttle = await refreshPerClient.take(ctx.clientAddress);
  if (!throttle.allowed) {
    const minutes = Math.max(1, Math.ceil(throttle.waitMs / 60_000));
    throw userError(SERVER_MESSAGES.tooManyRefreshAttempts(minutes), 'TOO_MANY_REQUESTS');
  }
  const check =
    refreshToken.length > MAX_TOKEN_LENGTH
      ? ({ ok: false, reason: 'foreign' } as const)
      : await ctx.tokens.verifyRefresh(refreshToken.trim());
  if (!check.ok) {
    return {
      ok: false,
      message:
        check.reason === 'expired'
          ? SERVER_MESSAGES.refreshTokenExpired
          : SERVER_MESSAGES.invalidRefreshToken,
    };
  }
  const user = await userById(ctx.db, check.value.userId);
  // A password change since the login raised the user's token version, which ends the login.
  if (!user || user.tokenVersion !== check.value.version)
    return { ok: false, message: SERVER_MESSAGES.refreshTokenEnded };
  await refreshPerClient.giveBack(ctx.clientAddress);
  return { ok: true, authToken: await ctx.tokens.signAuth(check.value) };
}
