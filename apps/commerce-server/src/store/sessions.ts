import { randomBytes } from 'node:crypto';
import { THROTTLE_TABLE } from '../auth/throttles';
import type { Db } from '../db/database';
import type { Address } from '../graphql/models';

/** A product and quantity held in a session's cart. */
export interface StoredCartItem {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
}

/** Everything a commerce session remembers between requests. */
export interface SessionData {
  items: StoredCartItem[];
  coupons: string[];
  shippingMethods: string[];
  paymentMethod: string | null;
  billing: Address;
  shipping: Address;
}

/** A guest session (customerId null) or a logged-in customer's cart session. */
export interface Session {
  id: string;
  customerId: number | null;
  data: SessionData;
  createdAt: number;
  lastActive: number;
}

interface SessionRow {
  id: string;
  customer_id: number | null;
  data: string;
  created_at: number;
  last_active: number;
}

/** An empty session record. */
export function emptySessionData(): SessionData {
  return {
    items: [],
    coupons: [],
    shippingMethods: [],
    paymentMethod: null,
    billing: {},
    shipping: {},
  };
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    customerId: row.customer_id,
    data: { ...emptySessionData(), ...(JSON.parse(row.data) as Partial<SessionData>) },
    createdAt: row.created_at,
    lastActive: row.last_active,
  };
}

/** Finds a session by id. */
export function sessionById(db: Db, id: string): Session | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  return row ? toSession(row) : null;
}

/** Finds the cart session of a logged-in customer. */
export function sessionOfCustomer(db: Db, customerId: number): Session | null {
  const row = db.prepare('SELECT * FROM sessions WHERE customer_id = ?').get(customerId) as
    | SessionRow
    | undefined;
  return row ? toSession(row) : null;
}

/** Creates a session with a random id. */
export function createSession(db: Db, customerId: number | null, now: number): Session {
  const session: Session = {
    id: randomBytes(16).toString('hex'),
    customerId,
    data: emptySessionData(),
    createdAt: now,
    lastActive: now,
  };
  db.prepare(
    'INSERT INTO sessions (id, customer_id, data, created_at, last_active) VALUES (?, ?, ?, ?, ?)',
  ).run(session.id, customerId, JSON.stringify(session.data), now, now);
  return session;
}

/** Stores a session's data and owner and marks it active now. */
export function saveSession(db: Db, session: Session, now: number): void {
  session.lastActive = now;
  db.prepare('UPDATE sessions SET customer_id = ?, data = ?, last_active = ? WHERE id = ?').run(
    session.customerId,
    JSON.stringify(session.data),
    now,
    session.id,
  );
}

/**
 * How stale a session's recorded last use may get before a read writes it, and how often idle
 * sessions are swept: so a read is not a write, at the cost of idle expiry being up to this late.
 */
export const SESSION_ACTIVITY_INTERVAL_MS = 60 * 60 * 1000;

/** Marks a session active now without changing it. */
export function touchSession(db: Db, id: string, now: number): void {
  db.prepare('UPDATE sessions SET last_active = ? WHERE id = ?').run(now, id);
}

/** Deletes a session. */
export function deleteSession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/**
 * Forgets guest sessions idle for longer than the lifetime.
 *
 * @returns how many sessions were deleted
 */
function deleteIdleSessions(db: Db, now: number, lifetimeMs: number): number {
  return db
    .prepare('DELETE FROM sessions WHERE customer_id IS NULL AND last_active < ?')
    .run(now - lifetimeMs).changes;
}

/**
 * A sweep of idle guest sessions that runs at most once per {@link SESSION_ACTIVITY_INTERVAL_MS}
 * of the given clock, so it can be called on every new session.
 *
 * @param db - the database
 * @param now - the clock in ms
 * @param lifetimeMs - how long an unused guest session is kept
 * @returns the sweep: forgets guest sessions idle for longer than the lifetime and throttle
 *   counts whose window has ended, unless it ran less than an interval ago
 */
export function createSessionSweeper(db: Db, now: () => number, lifetimeMs: number): () => void {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastSweep < SESSION_ACTIVITY_INTERVAL_MS) return;
    lastSweep = at;
    deleteIdleSessions(db, at, lifetimeMs);
    // The throttles' windows run on the wall clock (their library reads it), not on `now`.
    db.prepare(`DELETE FROM ${THROTTLE_TABLE} WHERE expire < ?`).run(Date.now());
  };
}
