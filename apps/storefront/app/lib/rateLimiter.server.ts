import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import { storefrontRedis } from './redis.server';

/** What one limit counts: a name of its own, how many attempts, in how many seconds. */
export interface LimitOptions {
  /** The limit's name, which prefixes its keys (one counter per key). */
  keyPrefix: string;
  /** Attempts one key may make in the window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/**
 * A counter of attempts per key, in Redis where the storefront has one (every instance counts
 * together, a restart forgets nothing) or else in this process's memory.
 *
 * @param options - the limit
 * @returns the rate limiter
 */
export function rateLimiter(options: LimitOptions): RateLimiterAbstract {
  const redis = storefrontRedis();
  return redis
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `limit:${options.keyPrefix}`,
        storeClient: redis,
      })
    : new RateLimiterMemory(options);
}
