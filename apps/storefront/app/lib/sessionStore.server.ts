import type { Cookie, SessionData, SessionStorage } from 'react-router';

/**
 * Where shoppers' sessions live: React Router's session storage over a folder or a Redis, plus
 * what the shopper's session needs that `SessionStorage` does not say.
 */
export interface SessionStore<Data = SessionData, Flash = Data> {
  /** Reads, creates and writes sessions; a write of a session that has ended is refused. */
  storage: SessionStorage<Data, Flash>;
  /** The signed cookie that holds a session's id. */
  cookie: Cookie;
  /**
   * Ends session `id` at once, for every request: a request that read it before can no longer
   * write it back.
   *
   * @returns whether it was still there (false: another request ended it first, or it expired)
   */
  remove(id: string): Promise<boolean>;
  /**
   * Ends session `id` as {@link SessionStore.remove} does, for a new id of the same session (a
   * rotation), and keeps for {@link ROTATION_GRACE_MS} a pointer from it to `successor`, the id
   * the session goes on under (see {@link SessionStore.successorOf}); `''` for a rotation whose
   * old id must lead to no session, only say that it was rotated.
   *
   * @returns whether `id` was still there; when it was not, no pointer is kept
   */
  rotate(id: string, successor: string): Promise<boolean>;
  /**
   * The id that session `id` was rotated to less than {@link ROTATION_GRACE_MS} ago (`''` when
   * it leads to none), or null: it was never rotated, a logout ended it, or the grace period is
   * over.
   */
  successorOf(id: string): Promise<string | null>;
  /**
   * Whether the store takes a write now: a probe file written and removed in the folder, or a
   * PING to Redis.
   *
   * @throws when it does not, with the reason
   */
  ready(): Promise<void>;
}

/**
 * How long a rotated-away session id still leads to the id its session went on under, in ms. A
 * page sends requests side by side (a cart post while Place Order runs), each with the cookie the
 * browser held when it left; one that arrives after another request moved the session to a new
 * id would read as a visitor and answer a visitor's cookie over the new one, logging the customer
 * out. Thirty seconds outlast any such request on its way, and keep the old cookie a key for
 * no longer than that.
 */
export const ROTATION_GRACE_MS = 30_000;

/**
 * What a store keeps for a rotated-away id: the successor's id and when the pointer lapses.
 *
 * @param successor - the id the session went on under
 * @param now - the clock, for tests
 * @returns the pointer's text
 */
export function successorPointer(successor: string, now = Date.now()): string {
  return JSON.stringify({ successor, until: now + ROTATION_GRACE_MS });
}

/**
 * The successor's id a pointer names while it has not lapsed, or null.
 *
 * @param text - the pointer's text as {@link successorPointer} wrote it, or null where none is kept
 * @param now - the clock, for tests
 */
export function successorIn(text: string | null, now = Date.now()): string | null {
  if (text === null) return null;
  try {
    const { successor, until } = JSON.parse(text) as { successor?: unknown; until?: unknown };
    if (typeof successor !== 'string' || typeof until !== 'number' || until <= now) return null;
    return successor;
  } catch {
    return null;
  }
}

/**
 * A write of a session that another request ended (a logout, a new id at Place Order) while
 * this one ran: the write is refused, and the session stays ended.
 */
export class SessionEndedError extends Error {
  constructor(id: string) {
    super(`session ${id.slice(0, 4)}… ended while a request wrote it`);
    this.name = 'SessionEndedError';
  }
}

/**
 * How long a stored session lives from `expires` (the cookie's, from its max age): at least a
 * second, `fallbackSeconds` without one.
 *
 * @param expires - when the session's cookie expires
 * @param fallbackSeconds - its life when the cookie names no expiry
 * @param now - the clock, for tests
 * @returns whole seconds
 */
export function secondsUntil(expires: Date | undefined, fallbackSeconds: number, now = Date.now()) {
  if (!expires) return fallbackSeconds;
  return Math.max(1, Math.ceil((expires.getTime() - now) / 1000));
}
