/** Counts events per key in a fixed window and says how long a key must wait once over its limit. */
export interface RateLimiter {
  /** How long (ms) the key must wait before it may try again; 0 when it may now. */
  waitMs(key: string): number;
  /** Counts one event for the key. */
  hit(key: string): void;
  /** Forgets the key's events (a successful login, for instance). */
  reset(key: string): void;
}

/** What {@link createRateLimiter} needs. */
export interface RateLimiterOptions {
  /** Events allowed per key in one window. */
  max: number;
  windowMs: number;
  /** Most keys kept in memory; beyond it the oldest windows are dropped. */
  maxKeys: number;
  now: () => number;
}

/**
 * Creates an in-memory fixed-window rate limiter, bounded in size.
 *
 * @param options - limit, window, size bound and clock
 * @returns the limiter
 * @remarks A key's window starts at its first event; once `max` events are counted the key waits
 *   until the window ends, so the wait is never longer than one window.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && options.now() - window.startedAt >= options.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    waitMs(key) {
      const window = current(key);
      return window && window.count >= options.max
        ? window.startedAt + options.windowMs - options.now()
        : 0;
    },
    hit(key) {
      const window = current(key);
      if (window) {
        window.count++;
        return;
      }
      // Map keeps insertion order: the first keys are the oldest windows.
      for (const oldest of windows.keys()) {
        if (windows.size < options.maxKeys) break;
        windows.delete(oldest);
      }
      windows.set(key, { startedAt: options.now(), count: 1 });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The limiters of the account mutations, shared by every request of one server. */
export interface AccountLimits {
  /** Failed logins per login name: 5 in 15 minutes. */
  loginPerAccount: RateLimiter;
  /** Failed logins per client address: 20 in 15 minutes. */
  loginPerClient: RateLimiter;
  /** Password-reset e-mails per address: 3 an hour. */
  resetPerAddress: RateLimiter;
  /** Password-reset e-mails per client address: 10 an hour. */
  resetPerClient: RateLimiter;
}

const MINUTE = 60_000;
const MAX_KEYS = 10_000;

/**
 * Creates the account mutations' limiters.
 *
 * @param now - the clock
 * @returns the limiters
 */
export function createAccountLimits(now: () => number): AccountLimits {
  const limiter = (max: number, windowMs: number) =>
    createRateLimiter({ max, windowMs, maxKeys: MAX_KEYS, now });
  return {
    loginPerAccount: limiter(5, 15 * MINUTE),
    loginPerClient: limiter(20, 15 * MINUTE),
    resetPerAddress: limiter(3, 60 * MINUTE),
    resetPerClient: limiter(10, 60 * MINUTE),
  };
}
