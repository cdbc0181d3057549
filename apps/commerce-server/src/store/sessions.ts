import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { forUpdate } from '../db/engine';
import type { SessionsTable } from '../db/schema';
import type { Address } from '../model/models';

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

type SessionRow = Selectable<SessionsTable>;

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
export async function sessionById(db: Db, id: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSession(row) : null;
}

/**
 * Finds a session by id and locks its row until the transaction ends, so two requests changing
 * one cart (two tabs of a shopper) run one after the other.
 *
 * @param trx - the transaction that will write the session
 * @param id - the session's id
 * @returns the session, or null
 */
export async function sessionForUpdate(trx: Db, id: string): Promise<Session | null> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('sessions').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  return row ? toSession(row) : null;
}

/** Finds the cart session of a logged-in customer. */
export async function sessionOfCustomer(db: Db, customerId: number): Promise<Session | null> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? toSession(row) : null;
}

/** Creates a session with a random id. */
export async function createSession(
  db: Db,
  customerId: number | null,
  now: number,
): Promise<Session> {
  const session: Session = {
    id: randomBytes(16).toString('hex'),
    customerId,
    data: emptySessionData(),
    createdAt: now,
    lastActive: now,
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      customer_id: customerId,
      data: JSON.stringify(session.data),
      created_at: now,
      last_active: now,
    })
    .execute();
  return session;
}

/**
 * The cart session of a customer, created when they have none.
 *
 * @param db - the connection
 * @param customerId - the customer's user id
 * @param now - the current time in ms
 * @returns the customer's one cart session
 * @remarks Two first requests of one customer at once both want to create it: the insert yields
 *   to the one that got there first (the unique index of customer sessions), and both read it.
 */
export async function customerSession(db: Db, customerId: number, now: number): Promise<Session> {
  const existing = await sessionOfCustomer(db, customerId);
  if (existing) return existing;
  await db
    .insertInto('sessions')
    .values({
      id: randomBytes(16).toString('hex'),
      customer_id: customerId,
      data: JSON.stringify(emptySessionData()),
      created_at: now,
      last_active: now,
    })
    .onConflict((oc) => oc.column('customer_id').where('customer_id', 'is not', null).doNothing())
    .execute();
  return (await sessionOfCustomer(db, customerId)) as Session;
}

/** Stores a session's data and owner and marks it active now. */
export async function saveSession(db: Db, session: Session, now: number): Promise<void> {
  session.lastActive = now;
  await db
    .updateTable('sessions')
    .set({ customer_id: session.customerId, data: JSON.stringify(session.data), last_active: now })
    .where('id', '=', session.id)
    .execute();
}

/**
 * How stale a session's recorded last use may get before a read writes it, and how often idle
 * sessions are swept: so a read is not a write, at the cost of idle expiry being up to this late.
 */
export const SESSION_ACTIVITY_INTERVAL_MS = 60 * 60 * 1000;

/** Marks a session active now without changing it. */
export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_active: now }).where('id', '=', id).execute();
}

/** Deletes a session. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * Forgets guest sessions idle for longer than the lifetime.
 *
 * @returns how many sessions were deleted
 */
async function deleteIdleSessions(db: Db, now: number, lifetimeMs: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sessions')
    .where('customer_id', 'is', null)
    .where('last_active', '<', now - lifetimeMs)
    .executeTakeFirst();
  return Number(numDeletedRows);
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
export function createSessionSweeper(
  db: Db,
  now: () => number,
  lifetimeMs: number,
): () => Promise<void> {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - lastSweep < SESSION_ACTIVITY_INTERVAL_MS) return;
    lastSweep = at;
    await deleteIdleSessions(db, at, lifetimeMs);
    // The throttles' windows run on the wall clock (their library reads it), not on `now`.
    await db.deleteFrom('throttles').where('expire', '<', Date.now()).execute();
  };
}
