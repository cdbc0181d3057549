import { errors, jwtVerify, SignJWT } from 'jose';

/** Signs and verifies the server's two kinds of JWT: commerce sessions and logins. */
export interface TokenService {
  /** A session token for `woocommerce-session`, valid for the session lifetime. */
  signSession(sessionId: string): Promise<string>;
  /** Reads a session token: its session id and when it was issued (ms). */
  verifySession(token: string): Promise<TokenCheck<{ sessionId: string; issuedAt: number }>>;
  /** A login token for `Authorization: Bearer`, valid for the auth lifetime, of the user's token version. */
  signAuth(userId: number, version: number): Promise<string>;
  /** Reads a login token: its user id and token version (0 when the token has none). */
  verifyAuth(token: string): Promise<TokenCheck<{ userId: number; version: number }>>;
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
  now: () => number;
}

/**
 * Creates the HS256 token service.
 *
 * @param options - secret, issuer, lifetimes and the clock
 * @returns functions to sign and verify session and login tokens
 * @remarks A token signed with another secret reads as foreign, like one from another issuer:
 *   both mean "this token was not made by this server".
 */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const seconds = () => Math.floor(options.now() / 1000);

  const sign = (
    subject: string,
    audience: string,
    lifetimeMs: number,
    claims: Record<string, number> = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + Math.floor(lifetimeMs / 1000))
      .sign(key);

  const verify = async (
    token: string,
    audience: string,
  ): Promise<TokenCheck<{ subject: string; issuedAt: number; version: number }>> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: options.issuer,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(options.now()),
      });
      return payload.sub
        ? {
            ok: true,
            value: {
              subject: payload.sub,
              issuedAt: (payload.iat ?? 0) * 1000,
              version: typeof payload.ver === 'number' ? payload.ver : 0,
            },
          }
        : { ok: false, reason: 'foreign' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'foreign' };
    }
  };

  return {
    signSession: (sessionId) => sign(sessionId, 'session', options.sessionLifetimeMs),
    async verifySession(token) {
      const result = await verify(token, 'session');
      return result.ok
        ? { ok: true, value: { sessionId: result.value.subject, issuedAt: result.value.issuedAt } }
        : result;
    },
    signAuth: (userId, version) =>
      sign(String(userId), 'auth', options.authLifetimeMs, { ver: version }),
    async verifyAuth(token) {
      const result = await verify(token, 'auth');
      if (!result.ok) return result;
      const userId = Number(result.value.subject);
      return Number.isInteger(userId)
        ? { ok: true, value: { userId, version: result.value.version } }
        : { ok: false, reason: 'foreign' };
    },
  };
}
