import { createCookie } from 'react-router';
import { type ServerConfig, serverConfig } from '../config.server';
import { fileSessionStore, secureSessionFolder, sweepSessions } from './fileSessionStore.server';
import { redisReady, storefrontRedis } from './redis.server';
import { redisSessionStore } from './redisSessionStore.server';
import { folderSessionSecret, sharedSessionSecret } from './sessionSecrets.server';
import type { SessionStore } from './sessionStore.server';

/** The session cookie's name: it holds a signed session id, never a token. */
export const SESSION_COOKIE = 'shop_session';

/** How long a session lasts without a visit, in seconds: as long as WooCommerce keeps a cart. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** How often the session folder is swept of abandoned sessions (Redis expires its own). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How long a request waits for a Redis that is still connecting before it answers 503. */
const FIRST_USE_WAIT_MS = 2_000;
/** How long the start waits for Redis to answer. */
const START_WAIT_MS = 10_000;

/** The store, opened once per process at first use (again after an open that failed). */
let opening: Promise<SessionStore<unknown, unknown>> | null = null;

async function open(config: ServerConfig): Promise<SessionStore<unknown, unknown>> {
  const redis = storefrontRedis();
  if (redis) await redisReady(redis, FIRST_USE_WAIT_MS);
  else await secureSessionFolder(config.sessionDir);
  const secrets =
    config.sessionSecrets.length > 0
      ? config.sessionSecrets
      : [redis ? await sharedSessionSecret(redis) : await folderSessionSecret(config.sessionDir)];
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets,
  });
  if (redis) return redisSessionStore(redis, cookie, SESSION_MAX_AGE_SECONDS);
  const sweep = () => void sweepSessions(config.sessionDir, SESSION_MAX_AGE_SECONDS * 1000);
  sweep();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  return fileSessionStore(config.sessionDir, cookie);
}

/**
 * Where this storefront keeps shoppers' sessions: Redis with STOREFRONT_REDIS_URL (every
 * instance on it shares them), else the session folder (one machine). Either way a signed,
 * httpOnly, SameSite=Lax cookie (Secure when the shop is served over HTTPS) holds the id.
 *
 * @returns the store, opened once per process
 * @throws when the store cannot be opened (the folder cannot be made, Redis does not answer)
 */
export function shopperSessionStore<Data, Flash>(): Promise<SessionStore<Data, Flash>> {
  opening ??= open(serverConfig()).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening as Promise<SessionStore<Data, Flash>>;
}

/** The store's setting as an operator would look for it, without a password. */
function storeSetting(config: ServerConfig): string {
  if (!config.redisUrl) return `STOREFRONT_SESSION_DIR (${config.sessionDir})`;
  const url = new URL(config.redisUrl);
  if (url.password) url.password = '***';
  return `STOREFRONT_REDIS_URL (${url})`;
}

/**
 * The start's check of the session store: the folder is made and closed to other users and a
 * probe written and removed in it, or Redis answers PING (and holds the shared signing secret).
 *
 * @throws an error naming STOREFRONT_SESSION_DIR or STOREFRONT_REDIS_URL when the store cannot
 *   be written, so that the server does not start
 * @remarks With Redis, set SESSION_SECRET on every instance (in production always): a secret
 *   generated and kept in Redis is lost with it, and every shopper's session with it; the start
 *   warns when it is unset.
 */
export async function checkSessionStore(): Promise<void> {
  const config = serverConfig();
  const redis = storefrontRedis();
  try {
    if (redis) await redisReady(redis, START_WAIT_MS);
    await (await shopperSessionStore()).ready();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the session store cannot be written: ${storeSetting(config)}: ${reason}`, {
      cause: error,
    });
  }
  if (redis && config.sessionSecrets.length === 0) {
    console.warn(
      '[storefront] SESSION_SECRET is unset: session cookies are signed with a secret kept in Redis; set SESSION_SECRET on every instance',
    );
  }
}
