import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { OrderLimits } from '../config';
import type { DatabaseHandle } from '../db/database';

/** The table the throttles count in (created by a migration, shared by every server process). */
export const THROTTLE_TABLE = 'throttles';

/** One counter per key: how many attempts a key may make in a window. */
export interface Throttle {
  /**
   * Counts one attempt for the key, atomically, before any work is done for it.
   *
   * @returns whether the attempt is within the limit, the attempts counted so far in this
   *   window (this one included) and how long until the window ends
   */
  take(key: string): Promise<{ allowed: boolean; taken: number; waitMs: number }>;
  /** Gives one counted attempt back (a login that turned out right is no failure). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  clear(key: string): Promise<void>;
}

/** The limiter of one throttle, counting in the throttle table of the shop's database. */
function limiterOn(store: DatabaseHandle, name: string, max: number, windowMs: number) {
  const options = {
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: max,
    duration: windowMs / 1000,
    clearExpiredByTimeout: false,
  };
  return store.engine === 'postgres'
    ? new RateLimiterPostgres({ ...options, storeClient: store.pool })
    : new RateLimiterSQLite({ ...options, storeClient: store.raw, storeType: 'better-sqlite3' });
}

function createThrottle(
  store: DatabaseHandle,
  name: string,
  max: number,
  windowMs: number,
): Throttle {
  const limiter = limiterOn(store, name, max, windowMs);
  return {
    async take(key) {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, taken: result.consumedPoints, waitMs: result.msBeforeNext };
      } catch (refusal) {
        // The library refuses with a result (over the limit) or rejects with a store error.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, taken: refusal.consumedPoints, waitMs: refusal.msBeforeNext };
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

/** Throttles of the account mutations, guest sessions and checkouts, shared by every process. */
export interface AccountLimits {
  /** Login attempts per account that were not right: 5 in 15 minutes. */
  loginPerAccount: Throttle;
  /** Login attempts per client address that were not right: 20 in 15 minutes. */
  loginPerClient: Throttle;
  /** Refresh tokens per client address that were refused: 20 in 15 minutes. */
  refreshPerClient: Throttle;
  /** Password-reset e-mails per address: 3 an hour. */
  resetPerAddress: Throttle;
  /** Password-reset e-mails per client address: 10 an hour. */
  resetPerClient: Throttle;
  /** New passwords set with a reset link, per client address: 10 in 15 minutes. */
  newPasswordPerClient: Throttle;
  /** Registrations per client address: 30 in 10 minutes. */
  registerPerClient: Throttle;
  /** Guest sessions opened per client address in a minute (the server's setting). */
  guestSessionsPerClient: Throttle;
  /** Back-in-stock requests per client address: 10 in 10 minutes. */
  stockNotificationsPerClient: Throttle;
  /** Product reviews written per client address: 10 in 10 minutes. */
  reviewsPerClient: Throttle;
  /** Checkouts per cart session in an hour (the shop's order limits). */
  checkoutsPerSession: Throttle;
  /** Checkouts per client address in an hour (the shop's order limits). */
  checkoutsPerClient: Throttle;
  /** Checkouts per billing e-mail address in an hour (the shop's order limits). */
  checkoutsPerEmail: Throttle;
  /** "Order received" e-mails per recipient in an hour (the shop's order limits). */
  orderEmailsPerRecipient: Throttle;
}

const MINUTE = 60_000;

/**
 * Creates the account mutations' throttles over the shop's database, so every process on one
 * database counts together.
 *
 * @param store - the shop's database (with the throttle table): on SQLite its raw connection of
 *   its own, on PostgreSQL its pool, so that a count is never part of (nor rolled back with) a
 *   transaction of the query builder
 * @param guestSessionsPerMinute - guest sessions one client address may open per minute
 * @param newPasswordsPerClient - new passwords one client address may set with links in 15
 *   minutes (10 unless configured)
 * @param orders - the shop's checkouts and order e-mails an hour, per session, client address,
 *   billing address and recipient
 * @returns the throttles
 * @remarks Each attempt is counted in one atomic statement before any password is hashed, so
 *   guesses sent at the same time cannot all pass a check made before the count.
 */
export function createAccountLimits(
  store: DatabaseHandle,
  guestSessionsPerMinute: number,
  orders: Pick<
    OrderLimits,
    | 'checkoutsPerSessionPerHour'
    | 'checkoutsPerClientPerHour'
    | 'checkoutsPerEmailPerHour'
    | 'orderEmailsPerRecipientPerHour'
  >,
  newPasswordsPerClient = 10,
): AccountLimits {
  return {
    loginPerAccount: createThrottle(store, 'login-account', 5, 15 * MINUTE),
    loginPerClient: createThrottle(store, 'login-client', 20, 15 * MINUTE),
    refreshPerClient: createThrottle(store, 'refresh-client', 20, 15 * MINUTE),
    resetPerAddress: createThrottle(store, 'reset-address', 3, 60 * MINUTE),
    resetPerClient: createThrottle(store, 'reset-client', 10, 60 * MINUTE),
    newPasswordPerClient: createThrottle(
      store,
      'new-password-client',
      newPasswordsPerClient,
      15 * MINUTE,
    ),
    registerPerClient: createThrottle(store, 'register-client', 30, 10 * MINUTE),
    guestSessionsPerClient: createThrottle(
      store,
      'guest-session-client',
      guestSessionsPerMinute,
      MINUTE,
    ),
    stockNotificationsPerClient: createThrottle(
      store,
      'stock-notification-client',
      10,
      10 * MINUTE,
    ),
    reviewsPerClient: createThrottle(store, 'review-client', 10, 10 * MINUTE),
    checkoutsPerSession: createThrottle(
      store,
      'checkout-session',
      orders.checkoutsPerSessionPerHour,
      60 * MINUTE,
    ),
    checkoutsPerClient: createThrottle(
      store,
      'checkout-client',
      orders.checkoutsPerClientPerHour,
      60 * MINUTE,
    ),
    checkoutsPerEmail: createThrottle(
      store,
      'checkout-email',
      orders.checkoutsPerEmailPerHour,
      60 * MINUTE,
    ),
    orderEmailsPerRecipient: createThrottle(
      store,
      'order-email',
      orders.orderEmailsPerRecipientPerHour,
      60 * MINUTE,
    ),
  };
}
