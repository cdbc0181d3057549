import type { LoginGrant, SignedToken } from '../auth/tokens';
import type { User } from '../model/models';
import type { AccountCaller } from './account-caller';

/**
 * An expiry as both login plugins answer it (`authTokenExpiration`, `jwtAuthExpiration`): the
 * token's `exp`, a Unix time in seconds, as a string.
 *
 * @param token - a signed token
 * @returns its expiry in seconds
 */
export const expiration = (token: SignedToken): string => String(token.expiresAt / 1000);

/**
 * The login the caller's tokens belong to, when the user is the caller: the login tokens and
 * refresh tokens of a user are the user's own to see.
 *
 * @param ctx - the request
 * @param user - the user whose tokens are asked for
 * @returns the caller's login, or null for another user (or a guest)
 */
export function callerLogin(ctx: AccountCaller, user: User | null): LoginGrant | null {
  if (!user || ctx.user?.databaseId !== user.databaseId) return null;
  return {
    userId: user.databaseId,
    version: ctx.user.tokenVersion,
    loginAt: ctx.loginAt ?? ctx.now(),
  };
}

/** The tokens a login answers, in both login plugins' fields. */
export interface LoginTokens {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
}

/**
 * A login token and a refresh token of the caller's login.
 *
 * @param ctx - the request, whose caller is logged in
 * @returns the tokens and their expiry times
 */
export async function loginTokens(ctx: AccountCaller): Promise<LoginTokens> {
  const login = callerLogin(ctx, ctx.user);
  if (!login) throw new Error('loginTokens needs a logged-in caller');
  const [auth, refresh] = await Promise.all([
    ctx.tokens.signAuth(login),
    ctx.tokens.signRefresh(login),
  ]);
  return {
    authToken: auth.token,
    authTokenExpiration: expiration(auth),
    refreshToken: refresh.token,
    refreshTokenExpiration: expiration(refresh),
  };
}

/**
 * The `woocommerce-session` token of the caller's cart session, as WooGraphQL answers
 * `sessionToken`: the session is started when there is none yet (a guest's is then announced in
 * the response header too, and counted against the client's guest-session limit).
 *
 * @param ctx - the request
 * @returns the session token
 */
export async function callerSessionToken(ctx: AccountCaller): Promise<string> {
  const session = await ctx.sessions.ensure(ctx);
  return ctx.tokens.signSession(session.id);
}
