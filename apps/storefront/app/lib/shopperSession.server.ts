import {
  createSessionClient,
  isStoredUser,
  NO_SHOPPER,
  type OrderFragment,
  type SessionClient,
  type ShopperSession,
} from '@peptide/sdk';
import { createSession, type Session } from 'react-router';
import { serverConfig } from '../config.server';
import { backendCapabilities } from './capabilities.server';
import { clientAddressOf, forwardingFetch } from './clientAddress.server';
import type { PendingPayment } from './pendingPayment';
import { SessionEndedError, type SessionStore } from './sessionStore.server';
import { withSessionStore } from './sessionUnavailable.server';
import type { ShopperNotice } from './shopperNotice';
import { shopperSessionStore } from './shopperSessionStore.server';

/** The key the shopper's tokens are kept under in the session. */
const SHOPPER_KEY = 'shopper';
/** The key of the order the shopper placed last, which its order-received page shows. */
const ORDER_KEY = 'placedOrder';
/** The key of that order's payment page, while it awaits its payment. */
const PAYMENT_KEY = 'paymentUrl';
/** The key of a message for the next page, read once (a flash). */
const NOTICE_KEY = 'notice';

interface SessionData {
  [SHOPPER_KEY]: ShopperSession;
  [ORDER_KEY]: OrderFragment;
  [PAYMENT_KEY]: string;
}

interface FlashData {
  [NOTICE_KEY]: ShopperNotice;
}

/** The shopper's session store (see {@link shopperSessionStore}). */
const sessionStore = () => shopperSessionStore<SessionData, FlashData>();

/** Whether a request may change something: a form's post, not a page's read. */
function changesSomething(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/** Whether a session read back as nothing: its id names a session that ended or expired. */
function isEnded(session: Session<SessionData, FlashData>): boolean {
  return Boolean(session.id) && Object.keys(session.data).length === 0;
}

/**
 * Reads the session a request's cookie names. A cookie whose session was rotated to a new id
 * moments ago (see `ROTATION_GRACE_MS`) reads as that session, `followed`, where the rotation
 * lets it lead on; else as a new visitor that is never kept, `rotated` (the browser holds the new
 * id already). One whose session has ended or expired reads as a new visitor, who gets a new id
 * at the first change (an ended id is never written again).
 */
async function sessionOf(store: SessionStore<SessionData, FlashData>, cookieHeader: string | null) {
  const session = await store.storage.getSession(cookieHeader);
  const read = { session, cookieId: session.id, ended: false, followed: false, rotated: false };
  if (!isEnded(session)) return read;
  const successor = await store.successorOf(session.id);
  if (successor) {
    const cookie = (await store.cookie.serialize(successor)).split(';')[0];
    const next = await store.storage.getSession(cookie);
    // A successor that ended too (a logout after the rotation) leads nowhere.
    if (!isEnded(next)) return { ...read, session: next, cookieId: next.id, followed: true };
  }
  return {
    ...read,
    session: await store.storage.getSession(),
    ended: true,
    rotated: successor === '',
  };
}

/** A kept shopper, or {@link NO_SHOPPER} for anything else in the file. */
function shopperIn(session: Session<SessionData>): ShopperSession {
  const kept: unknown = session.get(SHOPPER_KEY);
  if (typeof kept !== 'object' || kept === null) return NO_SHOPPER;
  const { session: record, authToken, refreshToken, user } = kept as Partial<ShopperSession>;
  return {
    session: record ?? null,
    authToken: typeof authToken === 'string' ? authToken : null,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : null,
    user: isStoredUser(user) ? user : null,
  };
}

/** One request's view of the shopper's session; see {@link openShopperSession}. */
export interface RequestShopper {
  /** Who the session says the shopper is, after this request's logins and logouts so far. */
  readonly shopper: ShopperSession;
  /** The address the shopper's request came from (see `clientAddressOf`). */
  clientAddress: string;
  /** A client sent as this shopper; tokens it renews or receives are kept in the session. */
  sessionClient(): Promise<SessionClient>;
  /**
   * Keeps the order just placed for its order-received page (a stock WooCommerce backend
   * refuses a guest's `order` query, so the checkout's answer is all a guest has of it), with
   * its payment page while it awaits its payment.
   */
  keepOrder(order: OrderFragment, paymentUrl?: string | null): void;
  /** The order the session keeps with this database id, or null. */
  keptOrder(orderId: number): OrderFragment | null;
  /** The database id of the order this session placed last (the one it keeps), or null. */
  placedOrderId(): number | null;
  /** The payment page of the kept order, once its payment has started (the relay's answer). */
  keepPayment(orderId: number, paymentUrl: string): void;
  /** The kept order while it awaits its payment, with its payment page, or null. */
  awaitingPayment(): PendingPayment | null;
  /** The kept order no longer awaits its payment (paid, or its payment cancelled). */
  settlePayment(orderId: number): void;
  /** Leaves a message for the next page the shopper opens (a registration's outcome). */
  tell(notice: ShopperNotice): void;
  /** The message an action left for this page, once: reading it removes it. */
  takeNotice(): ShopperNotice | null;
  /** Ends the session (a logout): it is removed from the store, so a copy of the cookie opens nothing. */
  end(): void;
}

/** A request's session as it was opened: the route's view of it, and its one commit. */
export interface OpenedSession {
  /** What the request's routes read and change. */
  shopper: RequestShopper;
  /**
   * The `Set-Cookie` header to answer with when the request changed the session (a new session,
   * a login, a logout, a kept order, a message left or read), or null. A change of customer and
   * a placed order start a new session id and remove the old one (a logged-in customer's placed
   * order leaves a pointer to the new id for a grace period, and a request with the old cookie
   * within it is served the new session and answered null); a session another request ended
   * meanwhile (a logout) stays ended, and null is answered; so is a page read whose cookie names
   * an ended session.
   *
   * @throws a 503 response when the store cannot be written (see `withSessionStore`): the
   *   session stays as it was
   */
  commit(): Promise<string | null>;
}

/** The keys of the session a request's own changes write (the tokens are the client's). */
type KeptKey = typeof ORDER_KEY | typeof PAYMENT_KEY | typeof NOTICE_KEY;

/**
 * Opens the shopper's session from a request's cookie; the root middleware does it once per
 * request, at the first route that asks (see `shopperOf`), and commits it after the routes ran.
 *
 * @param request - the request (an unsigned, forged or expired cookie reads as a new visitor)
 * @returns the shopper the routes read and change, and the commit that writes the changes back
 * @throws a 503 response when the store cannot be read, or for a form's post cannot be written
 *   (checked before the action tells the backend anything)
 */
export async function openShopperSession(request: Request): Promise<OpenedSession> {
  const { session, cookieId, ended, followed, rotated } = await withSessionStore(async () => {
    const store = await sessionStore();
    if (changesSomething(request)) await store.ready();
    return sessionOf(store, request.headers.get('cookie'));
  });
  const brought = shopperIn(session);
  let client: SessionClient | null = null;
  let ending = false;
  let renew = false;
  // What this request changed in the session besides the client's tokens: its pending state.
  const written = new Set<KeptKey>();
  const keptOrder = (orderId: number) => {
    const kept = session.get(ORDER_KEY);
    return kept?.databaseId === orderId ? kept : null;
  };
  const setPayment = (paymentUrl: string | null) => {
    if (paymentUrl) session.set(PAYMENT_KEY, paymentUrl);
    else session.unset(PAYMENT_KEY);
    written.add(PAYMENT_KEY);
  };
  const shopper: RequestShopper = {
    get shopper() {
      return client?.shopper() ?? brought;
    },
    clientAddress: clientAddressOf(request),
    keepOrder(order, paymentUrl = null) {
      session.set(ORDER_KEY, order);
      written.add(ORDER_KEY);
      setPayment(paymentUrl);
      // A placed order starts a new id: a copy of the cookie from before (one planted before a
      // guest's checkout) opens neither the order nor anything after it.
      renew = true;
    },
    keptOrder,
    placedOrderId() {
      return session.get(ORDER_KEY)?.databaseId ?? null;
    },
    keepPayment(orderId, paymentUrl) {
      if (keptOrder(orderId)) setPayment(paymentUrl);
    },
    awaitingPayment() {
      const orderId = session.get(ORDER_KEY)?.databaseId;
      const paymentUrl = session.get(PAYMENT_KEY);
      return orderId && paymentUrl ? { orderId, paymentUrl } : null;
    },
    settlePayment(orderId) {
      if (keptOrder(orderId) && session.has(PAYMENT_KEY)) setPayment(null);
    },
    tell(notice) {
      session.flash(NOTICE_KEY, notice);
      written.add(NOTICE_KEY);
    },
    takeNotice() {
      const notice = session.get(NOTICE_KEY) ?? null;
      if (notice) written.add(NOTICE_KEY);
      return notice;
    },
    end() {
      ending = true;
    },
    async sessionClient() {
      if (client) return client;
      const { loginPlugin } = await backendCapabilities();
      client = createSessionClient({
        endpoint: serverConfig().commerceGraphqlUrl,
        shopper: brought,
        loginPlugin,
        fetch: forwardingFetch(request),
      });
      return client;
    },
  };
  const commit = async () => {
    if (ending) {
      return withSessionStore(async () => {
        const { storage } = await sessionStore();
        return storage.destroySession(createSession<SessionData, FlashData>(undefined, cookieId));
      });
    }
    if (!client?.changed() && written.size === 0) return null;
    // A page read whose cookie names a session that ended while it was on its way, and any
    // request whose cookie's session a new id replaced moments ago (a Place Order or a login
    // answered with it just before), answers no cookie: the browser holds the new one already,
    // and a visitor's cookie would log the shopper out or lose a guest's order.
    if (ended && (rotated || !changesSomething(request))) return null;
    const next = shopper.shopper;
    // A session without tokens ends, unless this request kept or read something in it.
    const empty = !next.session && !next.authToken && written.size === 0;
    const otherCustomer = next.user?.id !== brought.user?.id;
    const renewed = empty || otherCustomer || renew;
    try {
      return await withSessionStore(async () => {
        const store = await sessionStore();
        if (empty) {
          // A session ended while this request ran (a logout in another request) stays ended.
          if (session.id && !(await store.remove(session.id))) return null;
          return store.storage.destroySession(createSession());
        }
        const kept = renewed ? carriedOver(session, brought, otherCustomer, written) : session;
        kept.set(SHOPPER_KEY, next);
        // The new session is written before the old one is removed: a store that fails in
        // between leaves the shopper the session they had.
        const cookie = await store.storage.commitSession(kept);
        // A request that followed a rotated-away cookie answers no cookie: the browser has the
        // successor's from the answer that rotated, and the old cookie never learns the new id,
        // so a copy of it is no key past the grace period.
        if (!renewed) return followed ? null : cookie;
        if (!session.id || (await endRenewed(store, session.id, cookie, brought, otherCustomer))) {
          return cookie;
        }
        // Ended while this request ran: the new session must not outlive it.
        await store.remove((await store.cookie.parse(cookie)) ?? '');
        return null;
      });
    } catch (error) {
      if (error instanceof SessionEndedError) return null;
      throw error;
    }
  };
  return { shopper, commit };
}

/**
 * Ends the session a new id replaced: a logged-in customer's with a pointer to the new id for the
 * grace period (see `ROTATION_GRACE_MS`), so that a request still on its way with the old cookie
 * is served the new session rather than answered as a visitor; any other with a pointer that
 * leads nowhere, so that such a request is answered no cookie (and keeps nothing).
 *
 * @returns whether the old session was still there (false: a logout ended it meanwhile)
 * @remarks Only the same logged-in customer's old cookie leads on: it opened all that the new
 *   one opens. A visitor's or a guest's old cookie may be a copy planted before a login or a
 *   checkout, and must never open what came after.
 */
async function endRenewed(
  store: SessionStore<SessionData, FlashData>,
  id: string,
  cookie: string,
  brought: ShopperSession,
  otherCustomer: boolean,
): Promise<boolean> {
  if (!brought.user || otherCustomer) return store.rotate(id, '');
  const successor: unknown = await store.cookie.parse(cookie);
  return store.rotate(id, typeof successor === 'string' ? successor : '');
}

/**
 * What a session with a new id starts with: all of the session's for the same customer; for a
 * guest who registers or logs in, the order they placed and what this request kept; for another
 * change of customer, only what this request kept.
 */
function carriedOver(
  session: Session<SessionData, FlashData>,
  brought: ShopperSession,
  otherCustomer: boolean,
  written: ReadonlySet<KeptKey>,
): Session<SessionData, FlashData> {
  // What a new session starts with is part of one, as a session's data always is.
  if (!otherCustomer) return createSession(session.data as SessionData);
  const next = createSession<SessionData, FlashData>();
  const carried = new Set<KeptKey>(brought.user ? written : [ORDER_KEY, PAYMENT_KEY, ...written]);
  const order = carried.has(ORDER_KEY) ? session.get(ORDER_KEY) : undefined;
  if (order) next.set(ORDER_KEY, order);
  const paymentUrl = carried.has(PAYMENT_KEY) ? session.get(PAYMENT_KEY) : undefined;
  if (paymentUrl) next.set(PAYMENT_KEY, paymentUrl);
  const notice = carried.has(NOTICE_KEY) ? session.get(NOTICE_KEY) : undefined;
  if (notice) next.flash(NOTICE_KEY, notice);
  return next;
}
