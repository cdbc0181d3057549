/**
 * The GraphQL request context: the request's headers, parsed and verified, plus the services the
 * resolvers use. Building it writes nothing: the bearer token's user is read and the session
 * token's signature and expiry are checked, but the session row is left to the session service
 * (`sessions/session-service.ts`), which reads and writes it only for the resolvers that need a
 * cart.
 */
import { MESSAGES, SERVER_MESSAGES, SESSION_HEADER } from '@peptide/domain';
import type { AccountLimits } from '../auth/throttles';
import type { TokenService } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { userError } from '../errors';
import type { User } from '../model/models';
import type { SessionClaim } from '../sessions/session-caller';
import type { SessionService } from '../sessions/session-service';
import { userById } from '../store/users';
import { type CatalogLoader, createCatalogLoader } from './catalog-loader';

/** What every resolver receives. */
export interface GraphQLContext {
  db: Db;
  config: ServerConfig;
  tokens: TokenService;
  /** Throttles of failed logins and password-reset e-mails. */
  limits: AccountLimits;
  /** This request's catalogue reads, batched (products, images, categories, variations). */
  catalog: CatalogLoader;
  /** The client's IP address, as the socket sees it. */
  clientAddress: string;
  now(): number;
  /**
   * This server's public origin (`config.publicUrl`), for absolute URLs: never the request's
   * Host, which the client chooses.
   */
  origin: string;
  /** The incoming request; it keys what the session service learns about this request. */
  request: Request;
  /**
   * The caller: the user of a valid bearer token, or the one a login or registration of this
   * request signed in (through `sessions.signIn`, the only writer).
   */
  user: User | null;
  /**
   * When the caller's login began (ms): the login token's, or now for a login of this request
   * (a password login or registration sets it); null for a guest. Tokens answered to the caller
   * belong to that login and end with it.
   */
  loginAt: number | null;
  /** The session token presented, verified; its session is not read yet. */
  sessionToken: SessionClaim | null;
  /** The caller's cart session, read, created and changed on demand. */
  sessions: SessionService;
}

/** Shared parts the context is built from. */
export interface ContextDeps {
  db: Db;
  config: ServerConfig;
  tokens: TokenService;
  limits: AccountLimits;
  sessions: SessionService;
}

function readSessionToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^\s*Session\s+(\S+)\s*$/i.exec(header);
  const token = match ? match[1] : header.trim();
  return token && token !== 'false' ? token : null;
}

function readBearer(header: string | null): string | null {
  const match = header ? /^\s*Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Builds the resolver context from the request headers, as WooGraphQL's session handler reads
 * them: `woocommerce-session: Session {token}` names the guest session, `Authorization: Bearer
 * {jwt}` the user.
 *
 * @param deps - database, configuration, token and session services
 * @param request - the incoming request
 * @param clientAddress - the client's IP address
 * @returns the context
 * @throws `Expired token` for an expired session or login token (or a login token issued before
 *   a password change), `The iss do not match with this server` for a session token this server
 *   did not sign, `SERVER_MESSAGES.invalidAuthToken` for such a login token
 * @remarks Runs no write: a token naming a session that is gone is answered `false` only once a
 *   resolver asks the session service for the session.
 */
export async function createContext(
  deps: ContextDeps,
  request: Request,
  clientAddress: string,
): Promise<GraphQLContext> {
  const { db, config, tokens, limits, sessions } = deps;

  let sessionToken: SessionClaim | null = null;
  const presented = readSessionToken(request.headers.get(SESSION_HEADER));
  if (presented) {
    const check = await tokens.verifySession(presented);
    if (!check.ok) {
      throw userError(
        check.reason === 'expired' ? MESSAGES.expiredToken : MESSAGES.issMismatch,
        'UNAUTHENTICATED',
      );
    }
    sessionToken = check.value;
  }

  let user: User | null = null;
  let loginAt: number | null = null;
  const bearer = readBearer(request.headers.get('authorization'));
  if (bearer) {
    const check = await tokens.verifyAuth(bearer);
    if (!check.ok) {
      throw userError(
        check.reason === 'expired' ? MESSAGES.expiredToken : SERVER_MESSAGES.invalidAuthToken,
        'UNAUTHENTICATED',
      );
    }
    user = await userById(db, check.value.userId);
    // A password change since the token was issued ends it, as its lifetime would.
    if (user && user.tokenVersion !== check.value.version)
      throw userError(MESSAGES.expiredToken, 'UNAUTHENTICATED');
    if (user) loginAt = check.value.loginAt;
  }

  return {
    db,
    config,
    tokens,
    limits,
    catalog: createCatalogLoader(db),
    clientAddress,
    now: config.now,
    origin: config.publicUrl,
    request,
    user,
    loginAt,
    sessionToken,
    sessions,
  };
}
