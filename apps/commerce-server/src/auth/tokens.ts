import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * A password login as its tokens carry it. Every token of one login (the first, and those a
 * refresh token gives later) names the same moment, so none outlives the refresh token's
 * lifetime from the login, however often it is refreshed.
 */
export interface LoginGrant {
  userId: number;
  /** The user's token version at the login; a password change raises it, which ends the login. */
  version: number;
  /** When the password was given, in ms (whole seconds, as the `auth_time` claim). */
  loginAt: number;
}

/** A signed token and when it expires. */
export interface SignedToken {
  token: string;
  /** The token's `exp`, in ms (whole seconds). */
  expiresAt: number;
}

/**
 * Signs and verifies the server's JWTs: commerce sessions, logins (`Authorization: Bearer`) and
 * refresh tokens, each with an audience of its own so that none passes for another.
 */
export interface TokenService {
  /** A session token for `woocommerce-session`, valid for the session lifetime. */
  signSession(sessionId: string): Promise<string>;
  /** Reads a session token: its session id and when it was issued (ms). */
  verifySession(token: string): Promise<TokenCheck<{ sessionId: string; issuedAt: number }>>;
  /**
   * A login token, valid for the auth lifetime but never past the login's refresh lifetime.
   */
  signAuth(grant: LoginGrant): Promise<SignedToken>;
  /** Reads a login token; one without `auth_time` (issued before it) dates its login at `iat`. */
  verifyAuth(token: string): Promise<TokenCheck<LoginGrant>>;
  /** A refresh token, valid until the refresh lifetime has passed since the login. */
  signRefresh(grant: LoginGrant): Promise<SignedToken>;
  /** Reads a refresh token. */
  verifyRefresh(token: string): Promise<TokenCheck<LoginGrant>>;
}

/** The result of reading a token: its claims, or why it was refused. */
export type TokenCheck<T> = { ok: true; value: T } | { ok: false; reason: 'expired' | 'foreign' };

/** What {@link createTokenService} needs. */
export interface TokenServiceOptions {
  secret: string;
  /** The `iss` claim; tokens from another issuer are refused as foreign. */
  issuer: string;
  sessionLifetimeMs: number;
  authLifetimeMs: number;
  /** How long a login lasts through its refresh tokens; longer than `authLifetimeMs`. */
  refreshLifetimeMs: number;
  now: () => number;
}

/**
 * Creates the HS256 token service.
 *
 * @param options - secret, issuer, lifetimes and the clock
 * @returns functions to sign and verify session, login and refresh tokens
 * @remarks A token signed with another secret reads as foreign, like one from another issuer:
 *   both mean "this token was not made by this server". A login token names its login's time
 *   and is cut short at the end of the login's refresh lifetime, so refreshing (or asking a
 *   login token for a new one) never keeps a login alive longer than its refresh token would.
 */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const seconds = () => Math.floor(options.now() / 1000);
  const wholeSeconds = (ms: number) => Math.floor(ms / 1000);

  /** Signs a token issued at `issuedAt` (seconds, read once with its expiry so they agree). */
  const sign = (
    subject: string,
    audience: string,
    issuedAt: number,
    expiresAt: number,
    claims: Record<string, number> = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);

  const verify = async (
    token: string,
    audience: string,
  ): Promise<
    TokenCheck<{ subject: string; issuedAt: number; version: number; authTime: number }>
  > => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: options.issuer,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(options.now()),
      });
      const issuedAt = payload.iat ?? 0;
      return payload.sub
        ? {
            ok: true,
            value: {
              subject: payload.sub,
              issuedAt: issuedAt * 1000,
              version: typeof payload.ver === 'number' ? payload.ver : 0,
              authTime:
                (typeof payload.auth_time === 'number' ? payload.auth_time : issuedAt) * 1000,
            },
          }
        : { ok: false, reason: 'foreign' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'foreign' };
    }
  };

  /** Signs a token of a login, issued at `issuedAt` and expiring at `expiresAt` (seconds). */
  const signLogin = async (
    grant: LoginGrant,
    audience: string,
    issuedAt: number,
    expiresAt: number,
  ): Promise<SignedToken> => ({
    token: await sign(String(grant.userId), audience, issuedAt, expiresAt, {
      ver: grant.version,
      auth_time: wholeSeconds(grant.loginAt),
    }),
    expiresAt: expiresAt * 1000,
  });

  /** Reads a token of a login; a subject that is no user id reads as foreign. */
  const verifyLogin = async (token: string, audience: string): Promise<TokenCheck<LoginGrant>> => {
    const result = await verify(token, audience);
    if (!result.ok) return result;
    const userId = Number(result.value.subject);
    return Number.isInteger(userId)
      ? {
          ok: true,
          value: { userId, version: result.value.version, loginAt: result.value.authTime },
        }
      : { ok: false, reason: 'foreign' };
  };

  const loginEnds = (grant: LoginGrant) =>
    wholeSeconds(grant.loginAt) + wholeSeconds(options.refreshLifetimeMs);

  return {
    signSession: (sessionId) => {
      const now = seconds();
      return sign(sessionId, 'session', now, now + wholeSeconds(options.sessionLifetimeMs));
    },
    async verifySession(token) {
      const result = await verify(token, 'session');
      return result.ok
        ? { ok: true, value: { sessionId: result.value.subject, issuedAt: result.value.issuedAt } }
        : result;
    },
    signAuth: (grant) => {
      const now = seconds();
      return signLogin(
        grant,
        'auth',
        now,
        Math.min(now + wholeSeconds(options.authLifetimeMs), loginEnds(grant)),
      );
    },
    verifyAuth: (token) => verifyLogin(token, 'auth'),
    signRefresh: (grant) => signLogin(grant, 'refresh', seconds(), loginEnds(grant)),
    verifyRefresh: (token) => verifyLogin(token, 'refresh'),
  };
}
