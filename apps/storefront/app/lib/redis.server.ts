import { Redis } from 'ioredis';
import { serverConfig } from '../config.server';

let shared: Redis | null | undefined;

/** How long a command may wait for an answer: a Redis that hangs fails the request, too. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * The Redis this storefront shares with its other instances (STOREFRONT_REDIS_URL), one
 * connection per process, made at first use.
 *
 * @returns the client, or null where no Redis is configured (one machine: the session folder and
 *   this process's memory)
 * @remarks Commands sent while the connection is down fail at once instead of queueing, and
 *   one that gets no answer within two seconds fails then, so a request that needs Redis
 *   answers 503 rather than waiting.
 */
export function storefrontRedis(): Redis | null {
  if (shared !== undefined) return shared;
  const url = serverConfig().redisUrl;
  shared = url
    ? new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
        commandTimeout: COMMAND_TIMEOUT_MS,
      })
    : null;
  shared?.on('error', reportOnce());
  return shared;
}

/**
 * Closes the shared connection, once the commands sent on it have answered (a server that stops
 * leaves nothing open that keeps its process alive); a later use connects again.
 */
export async function closeStorefrontRedis(): Promise<void> {
  const redis = shared;
  shared = undefined;
  if (!redis) return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

/**
 * A listener that logs a connection error once per outage (ioredis retries every few hundred
 * ms, and logs "Unhandled error event" for each without one), and again after a reconnection.
 */
function reportOnce(): (error: Error) => void {
  let reported = false;
  shared?.on('ready', () => {
    reported = false;
  });
  return (error) => {
    if (reported) return;
    reported = true;
    console.error(`[storefront] Redis unreachable, retrying: ${error.message}`);
  };
}

/**
 * Waits until the client is connected: commands sent before fail at once (no offline queue).
 *
 * @param redis - the client
 * @param timeoutMs - how long to wait
 * @throws when it is not connected within `timeoutMs`, with the last connection error
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    let lastError: Error | null = null;
    const onError = (error: Error) => {
      lastError = error;
    };
    const onReady = () => {
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      const reason = lastError ? `: ${lastError.message}` : '';
      reject(new Error(`Redis did not answer within ${timeoutMs} ms${reason}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      redis.off('error', onError);
      redis.off('ready', onReady);
    };
    redis.on('error', onError);
    redis.once('ready', onReady);
  });
}
