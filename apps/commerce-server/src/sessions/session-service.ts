/**
 * The cart sessions of GraphQL requests, as WooGraphQL's session handler keeps them, done on
 * demand: the request context only verifies the `woocommerce-session` token, and this service
 * reads, touches, renews, creates, changes and hands over the session row when a resolver asks
 * for it. A request that never asks (a catalogue read) does no session work in the database.
 *
 * What one request learnt (its session, and the `woocommerce-session` value to answer) is kept
 * in a WeakMap keyed by the request, so it lives exactly as long as the request; the session
 * header plugin reads the answer value from there once the response is built.
 */
import { SERVER_MESSAGES } from '@peptide/domain';
import type { SessionChange } from '../cart/cart-session';
import { attachGuestSession } from '../cart/merge-sessions';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { User } from '../model/models';
import {
  createSession,
  customerSession,
  deleteSession,
  SESSION_ACTIVITY_INTERVAL_MS,
  type Session,
  saveSession,
  sessionById,
  sessionForUpdate,
  sessionOfCustomer,
  touchSession,
} from '../store/sessions';
import type { SessionCaller } from './session-caller';

/** The cart sessions of requests; every method takes the request's context. */
export interface SessionService {
  /**
   * The cart session in use: the customer's when logged in, else the guest's; null if none yet.
   *
   * @remarks Read once per request, at the first call. Reading records the session's last use
   *   at most hourly; a presented token whose session is gone (forgotten, merged at login, or
   *   idle for longer than the lifetime) answers the header value `false`, which tells the client
   *   to drop it, and so does a customer's cart session presented without that customer's login.
   *   A token in use that is over an hour old is answered renewed, so only a session left unused
   *   for its lifetime meets `Expired token`.
   */
  current(caller: SessionCaller): Promise<Session | null>;
  /**
   * The cart session, created when missing; a new guest session is announced in the response
   * header.
   *
   * @throws `SERVER_MESSAGES.tooManySessions` when the client address opened too many guest
   *   sessions in the last minute
   */
  ensure(caller: SessionCaller): Promise<Session>;
  /**
   * Changes the session's stored data atomically: in one transaction, re-reads it with its row
   * locked, applies the change and saves, so concurrent requests of one shopper never overwrite
   * each other's changes. A change that throws saves nothing. The change gets the transaction:
   * every query it makes must go through it, and it may run again when the engine reports a
   * conflict, so it must start from the data it is given.
   *
   * @returns the session as saved
   * @throws when the request has no session: call `ensure` first
   */
  update(caller: SessionCaller, change: SessionChange): Promise<Session>;
  /** Makes the user the caller for the rest of the request, keeping the guest's cart. */
  signIn(caller: SessionCaller, user: User): Promise<void>;
  /**
   * The `woocommerce-session` value to answer the request with: a new or renewed token, `false`,
   * or null for no header.
   */
  responseHeader(request: Request): string | null;
}

/** What the session service needs besides each request's context. */
export interface SessionServiceDeps {
  /** Signs the tokens answered in the response header. */
  signSession(sessionId: string): Promise<string>;
  /** Forgets idle guest sessions; called before a guest session is created. */
  sweepSessions(): Promise<void>;
}

/** How old a session token in use gets before the response carries a renewed one. */
export const SESSION_TOKEN_RENEWAL_MS = 60 * 60 * 1000;

/** What one request learnt about its session. */
interface RequestSessions {
  /** The guest session the token named, checked; null when it is gone or idle too long. */
  presented?: Promise<Session | null>;
  /** The caller's session; absent until first asked for. */
  current?: Promise<Session | null>;
  /** The `woocommerce-session` value to answer, if any. */
  header: string | null;
}

/**
 * Creates the session service of a server.
 *
 * @param deps - the token signer and the idle-session sweep
 * @returns the service
 */
export function createSessionService(deps: SessionServiceDeps): SessionService {
  const requests = new WeakMap<Request, RequestSessions>();

  const stateOf = (caller: SessionCaller): RequestSessions => {
    let state = requests.get(caller.request);
    if (!state) {
      state = { header: null };
      requests.set(caller.request, state);
    }
    return state;
  };

  const loadPresented = async (
    caller: SessionCaller,
    state: RequestSessions,
  ): Promise<Session | null> => {
    if (!caller.sessionToken) return null;
    const { db, config } = caller;
    const now = caller.now();
    const found = await sessionById(db, caller.sessionToken.sessionId);
    if (!found || now - found.lastActive > config.sessionLifetimeMs) {
      if (found) await deleteSession(db, found.id);
      state.header = 'false';
      return null;
    }
    // A read writes the last use only hourly, not on every request.
    if (now - found.lastActive >= SESSION_ACTIVITY_INTERVAL_MS)
      await touchSession(db, found.id, now);
    return found;
  };

  // A customer's cart session presented without that customer's login is not usable.
  const resolve = async (
    caller: SessionCaller,
    state: RequestSessions,
    who: User | null,
  ): Promise<Session | null> => {
    state.presented ??= loadPresented(caller, state);
    const guest = await state.presented;
    let session: Session | null;
    if (who) {
      session =
        guest && guest.customerId === null
          ? await attachGuestSession(caller.db, guest, who.databaseId, caller.now())
          : await sessionOfCustomer(caller.db, who.databaseId);
    } else {
      if (guest && guest.customerId !== null) state.header = 'false';
      session = guest && guest.customerId === null ? guest : null;
    }
    // Like WooGraphQL, a token in use is renewed, so a session expires only after its lifetime
    // without use; renewing at most hourly keeps the header off most responses.
    const token = caller.sessionToken;
    if (
      guest &&
      token &&
      session?.id === guest.id &&
      state.header === null &&
      caller.now() - token.issuedAt >= SESSION_TOKEN_RENEWAL_MS
    ) {
      state.header = await deps.signSession(guest.id);
    }
    return session;
  };

  const current = (caller: SessionCaller): Promise<Session | null> => {
    const state = stateOf(caller);
    state.current ??= resolve(caller, state, caller.user);
    return state.current;
  };

  return {
    current,
    async ensure(caller) {
      const existing = await current(caller);
      if (existing) return existing;
      const state = stateOf(caller);
      const { db, user } = caller;
      let session: Session;
      if (user) {
        // Another request of this customer may have created their cart session meanwhile.
        session = await customerSession(db, user.databaseId, caller.now());
      } else {
        // Counted per client address, so one client cannot fill the database with sessions.
        const throttle = await caller.limits.guestSessionsPerClient.take(caller.clientAddress);
        if (!throttle.allowed)
          throw userError(SERVER_MESSAGES.tooManySessions, 'TOO_MANY_REQUESTS');
        await deps.sweepSessions();
        session = await createSession(db, null, caller.now());
        state.header = await deps.signSession(session.id);
      }
      state.current = Promise.resolve(session);
      return session;
    },
    async update(caller, change) {
      const session = await current(caller);
      if (!session) throw new Error('update needs a session: call ensure first');
      const fresh = await inTransaction(caller.db, async (trx) => {
        const stored = (await sessionForUpdate(trx, session.id)) ?? structuredClone(session);
        await change(stored.data, trx);
        await saveSession(trx, stored, caller.now());
        return stored;
      });
      stateOf(caller).current = Promise.resolve(fresh);
      return fresh;
    },
    async signIn(caller, user) {
      caller.user = user;
      const state = stateOf(caller);
      state.current = resolve(caller, state, user);
      await state.current;
    },
    responseHeader: (request) => requests.get(request)?.header ?? null,
  };
}
