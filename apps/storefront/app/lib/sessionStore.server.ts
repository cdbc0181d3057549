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
   * Whether the store takes a write now: a probe file written and removed in the folder, or a
   * PING to Redis.
   *
   * @throws when it does not, with the reason
   */
  ready(): Promise<void>;
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
