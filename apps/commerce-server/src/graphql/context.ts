import { MESSAGES, SERVER_MESSAGES, SESSION_HEADER } from '@peptide/domain';
import type { AccountLimits } from '../auth/throttles';
import type { TokenService } from '../auth/tokens';
import { attachGuestSession } from '../cart/merge-sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { User } from '../model/models';
import {
  createSession,
  customerSession,
  deleteSession,
  SESSION_ACTIVITY_INTERVAL_MS,
  type Session,
  type SessionData,
  saveSession,
  sessionById,
  sessionForUpdate,
  sessionOfCustomer,
  touchSession,
} from '../store/sessions';
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
  /** This server's origin as the client reached it, for absolute URLs. */
  origin: string;
  /** The logged-in user, from a valid bearer token. */
  user: User | null;
  /** The cart session in use: the customer's when logged in, else the guest's; null if none yet. */
  session: Session | null;
  /** The session, created when missing; a new guest session is announced in the response header. */
  ensureSession(this: GraphQLContext): Promise<Session>;
  /**
   * Changes the session's stored data atomically: in one transaction, re-reads it with its row
   * locked, applies the change and saves, so concurrent requests of one shopper never overwrite
   * each other's changes. A change that throws saves nothing. The change gets the transaction:
   * every query it makes must go through it, and it may run again when the engine reports a
   * conflict, so it must start from the data it is given.
   */
  updateSession(
    this: GraphQLContext,
    change: (data: SessionData, trx: Db) => void | Promise<void>,
  ): Promise<Session>;
  /** Makes the user the caller for the rest of the request, keeping the guest's cart. */
  signIn(this: GraphQLContext, user: User): Promise<void>;
}

/** Per-request state the HTTP layer reads back: the `woocommerce-session` response header. */
export interface ResponseState {
  sessionHeader: string | null;
}

/** Shared parts the context is built from. */
export interface ContextDeps {
  db: Db;
  config: ServerConfig;
  tokens: TokenService;
  limits: AccountLimits;
  /** Forgets idle guest sessions; called before a guest session is created. */
  sweepSessions: () => Promise<void>;
}

/** How old a session token in use gets before the response carries a renewed one. */
const SESSION_TOKEN_RENEWAL_MS = 60 * 60 * 1000;

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
 * Builds the resolver context from the request headers, as WooGraphQL's session handler does:
 * `woocommerce-session: Session {token}` picks the guest session, `Authorization: Bearer {jwt}`
 * the user.
 *
 * @param deps - database, configuration and token service
 * @param request - the incoming request
 * @param state - where the response header value is left for the HTTP layer
 * @param clientAddress - the client's IP address
 * @returns the context
 * @throws `Expired token` for an expired session or login token, `The iss do not match with this
 *   server` for a token this server did not sign
 * @remarks A valid token whose session is gone (forgotten, merged at login, or idle for longer
 *   than the lifetime) answers the header value `false`, which tells the client to drop it. A
 *   token in use that is over an hour old is answered renewed in the `woocommerce-session`
 *   header, so only a session left unused for its lifetime meets `Expired token`.
 */
export async function createContext(
  deps: ContextDeps,
  request: Request,
  state: ResponseState,
  clientAddress: string,
): Promise<GraphQLContext> {
  const { db, config, tokens, limits } = deps;
  const now = config.now;
  let guest: Session | null = null;
  let guestTokenIssuedAt = 0;

  const sessionToken = readSessionToken(request.headers.get(SESSION_HEADER));
  if (sessionToken) {
    const check = await tokens.verifySession(sessionToken);
    if (!check.ok) {
      throw userError(
        check.reason === 'expired' ? MESSAGES.expiredToken : MESSAGES.issMismatch,
        'UNAUTHENTICATED',
      );
    }
    const found = await sessionById(db, check.value.sessionId);
    if (!found || now() - found.lastActive > config.sessionLifetimeMs) {
      if (found) await deleteSession(db, found.id);
      state.sessionHeader = 'false';
    } else {
      // A read writes the last use only hourly, not on every request.
      if (now() - found.lastActive >= SESSION_ACTIVITY_INTERVAL_MS)
        await touchSession(db, found.id, now());
      guest = found;
      guestTokenIssuedAt = check.value.issuedAt;
    }
  }

  let user: User | null = null;
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
  }

  // A customer's cart session presented without that customer's login is not usable.
  const sessionFor = async (caller: User | null): Promise<Session | null> => {
    if (caller) {
      return guest && guest.customerId === null
        ? attachGuestSession(db, guest, caller.databaseId, now())
        : sessionOfCustomer(db, caller.databaseId);
    }
    if (guest && guest.customerId !== null) state.sessionHeader = 'false';
    return guest && guest.customerId === null ? guest : null;
  };

  // Yoga copies the context object, so the methods update the copy they are called on.
  const context: GraphQLContext = {
    db,
    config,
    tokens,
    limits,
    catalog: createCatalogLoader(db),
    clientAddress,
    now,
    origin: new URL(request.url).origin,
    user,
    session: await sessionFor(user),
    async ensureSession() {
      if (this.session) return this.session;
      if (this.user) {
        // Another request of this customer may have created their cart session meanwhile.
        this.session = await customerSession(db, this.user.databaseId, now());
        return this.session;
      }
      // Counted per client address, so one client cannot fill the database with sessions.
      const throttle = await this.limits.guestSessionsPerClient.take(this.clientAddress);
      if (!throttle.allowed) throw userError(SERVER_MESSAGES.tooManySessions, 'TOO_MANY_REQUESTS');
      await deps.sweepSessions();
      this.session = await createSession(db, null, now());
      state.sessionHeader = await tokens.signSession(this.session.id);
      return this.session;
    },
    async updateSession(change) {
      const session = this.session;
      if (!session) throw new Error('updateSession needs a session: call ensureSession first');
      const fresh = await inTransaction(db, async (trx) => {
        const current = (await sessionForUpdate(trx, session.id)) ?? structuredClone(session);
        await change(current.data, trx);
        await saveSession(trx, current, now());
        return current;
      });
      this.session = fresh;
      return fresh;
    },
    async signIn(signedIn) {
      this.user = signedIn;
      this.session = await sessionFor(signedIn);
    },
  };
  // Like WooGraphQL, a token in use is renewed, so a session expires only after its lifetime
  // without use; renewing at most hourly keeps the header off most responses.
  if (
    guest &&
    context.session?.id === guest.id &&
    state.sessionHeader === null &&
    now() - guestTokenIssuedAt >= SESSION_TOKEN_RENEWAL_MS
  ) {
    state.sessionHeader = await tokens.signSession(guest.id);
  }
  return context;
}
