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

/**
 * Reads the session a request's cookie names; a cookie whose session has ended or expired reads
 * as a new visitor, who gets a new id at the first change (an ended id is never written again).
 */
async function sessionOf(store: SessionStore<SessionData, FlashData>, cookieHeader: string | null) {
  const session = await store.storage.getSession(cookieHeader);
  const ended = Boolean(session.id) && Object.keys(session.data).length === 0;
  return { session: ended ? await store.storage.getSession() : session, ended };
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

/** One request's view of the shopper's session; see {@link shopperOf}. */
export interface RequestShopper {
  /** Who the session says the shopper is. */
  shopper: ShopperSession;
  /** The address the shopper's request came from (see `clientAddressOf`). */
  clientAddress: string;
  /** A client sent as this shopper; tokens it renews or receives are kept by {@link commit}. */
  sessionClient(): Promise<SessionClient>;
  /**
   * The order just placed, kept for its order-received page: a stock WooCommerce backend
   * refuses a guest's `order` query, so the checkout's answer is all a guest has of it.
   */
  keepOrder(order: OrderFragment, paymentUrl?: string | null): void;
  /** The order the session kept with this database id, or null. */
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
  /** The message an action left for this page, once: reading it removes it (commit to keep that). */
  takeNotice(): ShopperNotice | null;
  /**
   * The `Set-Cookie` header to send when the session changed (a new session, a login, a
   * logout, a kept order), or null. A change of customer and a placed order start a new
   * session id and remove the old one; a session another request ended meanwhile (a logout)
   * stays ended, and null is answered.
   *
   * @throws a 503 response when the store cannot be written (see `withSessionStore`): the
   *   session stays as it was
   */
  commit(): Promise<string | null>;
}

/**
 * Reads the shopper's session from a request's cookie.
 *
 * @param request - the request (an unsigned, forged or expired cookie reads as a new visitor)
 * @returns the shopper, a client sent as them, and the cookie to answer with
 * @throws a 503 response when the store cannot be read, or for a form's post cannot be written
 *   (checked before the action tells the backend anything)
 */
export async function shopperOf(request: Request): Promise<RequestShopper> {
  const cookieHeader = request.headers.get('cookie');
  const { session, ended } = await withSessionStore(async () => {
    const store = await sessionStore();
    if (changesSomething(request)) await store.ready();
    return sessionOf(store, cookieHeader);
  });
  const shopper = shopperIn(session);
  let client: SessionClient | null = null;
  let placed: { order: OrderFragment; paymentUrl: string | null } | null = null;
  // A change of the kept order's payment page: a new one, or none (settled).
  let payment: { paymentUrl: string | null } | null = null;
  let told: ShopperNotice | null = null;
  let noticeTaken = false;
  const keptOrder = (orderId: number) => {
    const kept = session.get(ORDER_KEY);
    return kept?.databaseId === orderId ? kept : null;
  };
  return {
    shopper,
    clientAddress: clientAddressOf(request),
    keepOrder(order, paymentUrl = null) {
      placed = { order, paymentUrl };
    },
    keptOrder,
    placedOrderId() {
      return (placed?.order ?? session.get(ORDER_KEY))?.databaseId ?? null;
    },
    keepPayment(orderId, paymentUrl) {
      if (placed?.order.databaseId === orderId) placed.paymentUrl = paymentUrl;
      else if (keptOrder(orderId)) payment = { paymentUrl };
    },
    awaitingPayment() {
      const order = placed?.order ?? session.get(ORDER_KEY);
      const paymentUrl = placed
        ? placed.paymentUrl
        : payment
          ? payment.paymentUrl
          : (session.get(PAYMENT_KEY) ?? null);
      return order?.databaseId && paymentUrl ? { orderId: order.databaseId, paymentUrl } : null;
    },
    settlePayment(orderId) {
      if (placed?.order.databaseId === orderId) placed.paymentUrl = null;
      else if (keptOrder(orderId) && session.has(PAYMENT_KEY)) payment = { paymentUrl: null };
    },
    tell(notice) {
      told = notice;
    },
    takeNotice() {
      const notice = session.get(NOTICE_KEY) ?? null;
      noticeTaken ||= notice !== null;
      return notice;
    },
    async sessionClient() {
      if (client) return client;
      const { loginPlugin } = await backendCapabilities();
      client = createSessionClient({
        endpoint: serverConfig().commerceGraphqlUrl,
        shopper,
        loginPlugin,
        fetch: forwardingFetch(request),
      });
      return client;
    },
    async commit() {
      if (!client?.changed() && !placed && !payment && !told && !noticeTaken) return null;
      // A page read whose cookie names a session that ended while it was on its way (a Place
      // Order or a login answered with a new id just before) answers no cookie: the browser holds
      // the new one already, and a visitor's cookie would log the shopper out.
      if (ended && !changesSomething(request)) return null;
      const next = client?.shopper() ?? shopper;
      // A session without tokens ends, unless this request kept or read something in it.
      const empty =
        !next.session && !next.authToken && !placed && !payment && !told && !noticeTaken;
      const otherCustomer = next.user?.id !== shopper.user?.id;
      // A placed order starts a new id too: a copy of the cookie from before (one planted
      // before a guest's checkout) opens neither the order nor anything after it.
      const renewed = empty || otherCustomer || placed !== null;
      try {
        return await withSessionStore(async () => {
          const store = await sessionStore();
          if (empty) {
            // A session ended while this request ran (a logout in another request) stays ended.
            if (session.id && !(await store.remove(session.id))) return null;
            return store.storage.destroySession(createSession());
          }
          const kept = renewed
            ? createSession<SessionData, FlashData>(
                // What a new session starts with is part of one, as a session's data always is.
                carriedOver(session, shopper, otherCustomer) as SessionData,
              )
            : session;
          kept.set(SHOPPER_KEY, next);
          if (placed) {
            kept.set(ORDER_KEY, placed.order);
            if (placed.paymentUrl) kept.set(PAYMENT_KEY, placed.paymentUrl);
            else kept.unset(PAYMENT_KEY);
          }
          if (payment?.paymentUrl) kept.set(PAYMENT_KEY, payment.paymentUrl);
          else if (payment) kept.unset(PAYMENT_KEY);
          if (told) kept.flash(NOTICE_KEY, told);
          // The new session is written before the old one is removed: a store that fails in
          // between leaves the shopper the session they had.
          const cookie = await store.storage.commitSession(kept);
          if (!renewed || !session.id || (await store.remove(session.id))) return cookie;
          // Ended while this request ran: the new session must not outlive it.
          await store.remove((await store.cookie.parse(cookie)) ?? '');
          return null;
        });
      } catch (error) {
        if (error instanceof SessionEndedError) return null;
        throw error;
      }
    },
  };
}

/**
 * What a session with a new id starts with: all of the old one's for a placed order; for a
 * guest who registers or logs in, the order they just placed; for another change of customer,
 * nothing.
 */
function carriedOver(
  session: Session<SessionData, FlashData>,
  shopper: ShopperSession,
  otherCustomer: boolean,
): Partial<SessionData> {
  if (!otherCustomer) return { ...session.data };
  const order = session.get(ORDER_KEY);
  if (shopper.user || !order) return {};
  const paymentUrl = session.get(PAYMENT_KEY);
  return paymentUrl ? { [ORDER_KEY]: order, [PAYMENT_KEY]: paymentUrl } : { [ORDER_KEY]: order };
}

/**
 * Commits the shopper's session for a response.
 *
 * @param shopper - the request's shopper session
 * @returns the headers that carry the session cookie when it changed, else undefined
 */
export async function sessionHeaders(
  shopper: RequestShopper,
): Promise<Record<string, string> | undefined> {
  const cookie = await shopper.commit();
  return cookie ? { 'Set-Cookie': cookie } : undefined;
}

/**
 * Ends the shopper's session: it is removed from the store, so a copy of the cookie opens
 * nothing, and no request that read it before can write it back.
 *
 * @param request - the request whose cookie names the session
 * @returns the `Set-Cookie` header that removes the cookie
 * @throws a 503 response when the store cannot be written (the session is not ended then)
 */
export async function endShopperSession(request: Request): Promise<string> {
  return withSessionStore(async () => {
    const { storage } = await sessionStore();
    return storage.destroySession(await storage.getSession(request.headers.get('cookie')));
  });
}
