import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createSessionClient,
  isStoredUser,
  NO_SHOPPER,
  type OrderFragment,
  type SessionClient,
  type ShopperSession,
} from '@peptide/sdk';
import { createFileSessionStorage } from '@react-router/node';
import { createCookie, type Session, type SessionStorage } from 'react-router';
import { type ServerConfig, serverConfig } from '../config.server';
import { backendCapabilities } from './capabilities.server';
import type { PendingPayment } from './pendingPayment';
import type { ShopperNotice } from './shopperNotice';

/** The session cookie's name: it holds a signed session id, never a token. */
export const SESSION_COOKIE = 'shop_session';

/** How long a session lasts without a visit, in seconds: as long as WooCommerce keeps a cart. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

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

let sessions: SessionStorage<SessionData, FlashData> | null = null;

/** The signing secrets: SESSION_SECRET's, or one generated once and kept beside the sessions. */
function secretsOf(config: ServerConfig): string[] {
  if (config.sessionSecrets.length > 0) return config.sessionSecrets;
  mkdirSync(config.sessionDir, { recursive: true, mode: 0o700 });
  const file = join(config.sessionDir, '.secret');
  try {
    return [readFileSync(file, 'utf8').trim()];
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return [readFileSync(file, 'utf8').trim()];
  }
}

/**
 * Where shoppers' sessions live: one file per session in the session folder, found by the id a
 * signed, httpOnly, SameSite=Lax cookie holds (Secure when the shop is served over HTTPS).
 *
 * @returns the session storage, made once per process
 * @remarks The tokens stay on the server, so a logout ends the session for every copy of the
 *   cookie (the file is removed), and no page script can read them.
 */
function sessionStorage(): SessionStorage<SessionData, FlashData> {
  if (sessions) return sessions;
  const config = serverConfig();
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: secretsOf(config),
  });
  sessions = createFileSessionStorage<SessionData, FlashData>({ cookie, dir: config.sessionDir });
  const sweep = () => void sweepSessions(config.sessionDir, SESSION_MAX_AGE_SECONDS * 1000);
  sweep();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  return sessions;
}

/** How often the session folder is swept of abandoned sessions. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the files of sessions nobody has used for `maxAgeMs` (a session read or written is
 * rewritten, so its file's time is its last use); the storage removes an expired one it reads,
 * but never reads an abandoned one again.
 *
 * @param dir - the session folder
 * @param maxAgeMs - how long an unused session lives
 * @param now - the clock, for tests
 * @returns the number of files removed
 */
export async function sweepSessions(dir: string, maxAgeMs: number, now = Date.now()) {
  let removed = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name === '.secret') continue;
    const file = join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs <= maxAgeMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
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
  /** A client sent as this shopper; tokens it renews or receives are kept by {@link commit}. */
  sessionClient(): Promise<SessionClient>;
  /**
   * The order just placed, kept for its order-received page: a stock WooCommerce backend
   * refuses a guest's `order` query, so the checkout's answer is all a guest has of it.
   */
  keepOrder(order: OrderFragment, paymentUrl?: string | null): void;
  /** The order the session kept with this database id, or null. */
  keptOrder(orderId: number): OrderFragment | null;
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
   * logout, a kept order), or null. A change of customer starts a new session id and removes
   * the old one.
   */
  commit(): Promise<string | null>;
}

/**
 * Reads the shopper's session from a request's cookie.
 *
 * @param request - the request (an unsigned, forged or expired cookie reads as a new visitor)
 * @returns the shopper, a client sent as them, and the cookie to answer with
 */
export async function shopperOf(request: Request): Promise<RequestShopper> {
  const storage = sessionStorage();
  const cookieHeader = request.headers.get('cookie');
  const session = await storage.getSession(cookieHeader);
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
    keepOrder(order, paymentUrl = null) {
      placed = { order, paymentUrl };
    },
    keptOrder,
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
      });
      return client;
    },
    async commit() {
      if (!client?.changed() && !placed && !payment && !told && !noticeTaken) return null;
      const next = client?.shopper() ?? shopper;
      // A session without tokens ends, unless this request kept or read something in it.
      const empty =
        !next.session && !next.authToken && !placed && !payment && !told && !noticeTaken;
      const otherCustomer = next.user?.id !== shopper.user?.id;
      let kept = session;
      // A session ended while this request ran (a logout in another request) stays ended.
      if (session.has(SHOPPER_KEY) && !(await storage.getSession(cookieHeader)).has(SHOPPER_KEY)) {
        return null;
      }
      if (empty || otherCustomer) {
        const ended = session.id ? await storage.destroySession(session) : null;
        if (empty) return ended;
        kept = await storage.getSession();
        // A guest who registers or logs in keeps the order they just placed; another
        // customer's session starts without it.
        const order = session.get(ORDER_KEY);
        if (!shopper.user && order) {
          kept.set(ORDER_KEY, order);
          const paymentUrl = session.get(PAYMENT_KEY);
          if (paymentUrl) kept.set(PAYMENT_KEY, paymentUrl);
        }
      }
      kept.set(SHOPPER_KEY, next);
      if (placed) {
        kept.set(ORDER_KEY, placed.order);
        if (placed.paymentUrl) kept.set(PAYMENT_KEY, placed.paymentUrl);
        else kept.unset(PAYMENT_KEY);
      }
      if (payment?.paymentUrl) kept.set(PAYMENT_KEY, payment.paymentUrl);
      else if (payment) kept.unset(PAYMENT_KEY);
      if (told) kept.flash(NOTICE_KEY, told);
      return storage.commitSession(kept);
    },
  };
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
 * Ends the shopper's session: its file is removed, so a copy of the cookie opens nothing.
 *
 * @param request - the request whose cookie names the session
 * @returns the `Set-Cookie` header that removes the cookie
 */
export async function endShopperSession(request: Request): Promise<string> {
  const storage = sessionStorage();
  return storage.destroySession(await storage.getSession(request.headers.get('cookie')));
}
