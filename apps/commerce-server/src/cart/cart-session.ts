import type { Db } from '../db/database';
import type { Cart } from '../model/models';
import type { Session, SessionData } from '../store/sessions';
import { buildCart } from './build-cart';

/**
 * A change to a session's stored data. It gets the transaction: every query it makes must go
 * through it, and it may run again when the engine reports a conflict, so it must start from the
 * data it is given.
 */
export type SessionChange = (data: SessionData, trx: Db) => void | Promise<void>;

/**
 * One caller's cart session, as the cart's rules use it: the request layer binds it to its
 * caller (the GraphQL context's session service), so the rules never see a request.
 */
export interface CartSession {
  /** The database, for reads outside a change. */
  db: Db;
  /** The request's clock (ms). */
  now(): number;
  /** The units the cart may hold together: the shop's units per order. */
  maxUnits: number;
  /** The session in use, or null when the caller has none yet. */
  current(): Promise<Session | null>;
  /** The session, created when missing. */
  ensure(): Promise<Session>;
  /** Changes the stored data atomically (see the session service's `update`). */
  update(change: SessionChange): Promise<Session>;
}

/** The caller's cart; an empty one when the caller has no session yet. */
export async function currentCart(session: CartSession): Promise<Cart> {
  return buildCart(session.db, (await session.current())?.data ?? null, session.now());
}
