import { SERVER_MESSAGES } from '@peptide/domain';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { serverConfig } from '../config.server';
import { type LimitOptions, rateLimiter } from './rateLimiter.server';

const MINUTE = 60;

/** Newsletter sign-ups one client address may send in {@link SIGNUP_WINDOW_SECONDS}. */
export const SIGNUPS_PER_WINDOW = 5;

/** The window of {@link SIGNUPS_PER_WINDOW}, in seconds. */
export const SIGNUP_WINDOW_SECONDS = 10 * MINUTE;

/** What the storefront allows one key (a client address, an account, an e-mail) in a window. */
function rules() {
  const { orderLimits: orders, accountLimits: accounts } = serverConfig();
  return {
    /** Logins that were not right, per client address: 20 in 15 minutes (the backend's own). */
    loginFailuresPerClient: { points: 20, duration: 15 * MINUTE },
    /** Logins that were not right, per account name: 5 in 15 minutes. */
    loginFailuresPerAccount: { points: 5, duration: 15 * MINUTE },
    /** Registrations per client address: 30 in 10 minutes. */
    registrationsPerClient: { points: 30, duration: 10 * MINUTE },
    /** Reset e-mails asked for per client address in an hour. */
    resetMailsPerClient: { points: accounts.resetMailsPerHour, duration: 60 * MINUTE },
    /** Reset e-mails asked for per e-mail address: 3 an hour. */
    resetMailsPerAddress: { points: 3, duration: 60 * MINUTE },
    /** New passwords set with a reset link per client address in 15 minutes. */
    newPasswordsPerClient: { points: accounts.newPasswordsPerWindow, duration: 15 * MINUTE },
    /** Place Order attempts per client address in an hour. */
    checkoutsPerClient: { points: orders.checkoutsPerHour, duration: 60 * MINUTE },
    /** Orders placed that await payment per client address in an hour. */
    unpaidOrdersPerClient: { points: orders.unpaidOrdersPerHour, duration: 60 * MINUTE },
    /** New carts per client address in a minute. */
    newCartsPerClient: { points: orders.newCartsPerMinute, duration: MINUTE },
    /** Newsletter sign-ups per client address: 5 in 10 minutes. */
    signupsPerClient: { points: SIGNUPS_PER_WINDOW, duration: SIGNUP_WINDOW_SECONDS },
  } satisfies Record<string, Omit<LimitOptions, 'keyPrefix'>>;
}

/** The name of one of the storefront's limits. */
export type LimitName = keyof ReturnType<typeof rules>;

/** One attempt counted: whether it is within the limit, the attempts so far, the wait. */
export interface Counted {
  allowed: boolean;
  /** Attempts counted in this window, this one included. */
  taken: number;
  /** How long until the window ends, in ms. */
  waitMs: number;
}

/** One limit: attempts counted per key, atomically, before the work they ask for is done. */
export interface Limit {
  /** Counts one attempt for the key. */
  take(key: string): Promise<Counted>;
  /** How long the key must wait before its next attempt, in ms (0: it may try now). */
  waitOf(key: string): Promise<number>;
  /** Gives one counted attempt back (a login that turned out right is no failure). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  clear(key: string): Promise<void>;
}

function limitOver(limiter: RateLimiterAbstract, points: number): Limit {
  return {
    async take(key) {
      try {
        const counted = await limiter.consume(key);
        return { allowed: true, taken: counted.consumedPoints, waitMs: counted.msBeforeNext };
      } catch (refusal) {
        // The library refuses with a result (over the limit) or rejects with a store error.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, taken: refusal.consumedPoints, waitMs: refusal.msBeforeNext };
      }
    },
    async waitOf(key) {
      const counted = await limiter.get(key);
      return counted && counted.consumedPoints >= points ? counted.msBeforeNext : 0;
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

let made: Record<LimitName, Limit> | null = null;

/**
 * The storefront's limits, made at first use: in Redis where STOREFRONT_REDIS_URL names one
 * (every instance counts together), else in this process's memory.
 *
 * @returns each limit by name
 * @remarks The storefront is the shop's front door: every shopper's change reaches the backend
 *   through its actions, so it counts what each client address (and each account or e-mail
 *   address) asks for, and a backend without limits of its own (a stock WooCommerce) is
 *   protected too.
 */
export function shopLimits(): Record<LimitName, Limit> {
  if (made) return made;
  const entries = Object.entries(rules()).map(([name, rule]) => [
    name,
    limitOver(rateLimiter({ keyPrefix: name, ...rule }), rule.points),
  ]);
  made = Object.fromEntries(entries) as Record<LimitName, Limit>;
  return made;
}

/** A refusal of the storefront's limits: the shopper's message and when to try again. */
export interface LimitRefusal {
  message: string;
  /** Seconds until the next attempt may pass, for `Retry-After`. */
  retryAfterSeconds: number;
}

/**
 * A refusal's message and wait, from the limit's answer.
 *
 * @param message - the shopper's message for a wait
 * @param waitMs - how long until the window ends
 * @returns the refusal
 */
export function refusal(message: (waitMs: number) => string, waitMs: number): LimitRefusal {
  return { message: message(waitMs), retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Counts one attempt of a client address against a limit.
 *
 * @param name - the limit
 * @param key - the client address (or account, or e-mail address)
 * @param message - the shopper's message when it is refused
 * @returns null within the limit, else the refusal
 */
export async function within(
  name: LimitName,
  key: string,
  message: (waitMs: number) => string,
): Promise<LimitRefusal | null> {
  const counted = await shopLimits()[name].take(key);
  return counted.allowed ? null : refusal(message, counted.waitMs);
}

/** The headers of a refusal's answer (429): when to try again. */
export function retryHeaders(refused: LimitRefusal): Record<string, string> {
  return { 'Retry-After': String(refused.retryAfterSeconds) };
}

/** The login's wait message, in whole minutes as the backend words it. */
export function loginsLimited(waitMs: number): string {
  return SERVER_MESSAGES.tooManyLoginAttempts(Math.max(1, Math.ceil(waitMs / 60_000)));
}

/**
 * A form route's response headers: an action's `Retry-After` (a refusal of the limits) reaches
 * the page's answer, which React Router builds from the route's headers only.
 *
 * @param args - React Router's headers arguments
 * @returns the headers to answer with
 */
export function formRouteHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
