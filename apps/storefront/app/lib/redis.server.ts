import { Redis } from 'ioredis';
import { serverConfig } from '../config.server';

let shared: Redis | null | undefined;

/**
 * The Redis this storefront shares with its other instances (STOREFRONT_REDIS_URL), one
 * connection per process, made at first use.
 *
 * @returns the client, or null where no Redis is configured (one machine: the session folder and
 *   this process's memory)
 * @remarks Commands sent while the connection is down fail at once instead of queueing, so a
 *   request that needs Redis answers 503 rather than waiting.
 */
export function storefrontRedis(): Redis | null {
  if (shared !== undefined) return shared;
  const url = serverConfig().redisUrl;
  shared = url
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  return shared;
}
