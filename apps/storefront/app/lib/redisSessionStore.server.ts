import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type Cookie, createSessionStorage, type SessionData } from 'react-router';
import {
  ROTATION_GRACE_MS,
  SessionEndedError,
  type SessionStore,
  secondsUntil,
  successorIn,
  successorPointer,
} from './sessionStore.server';

/** What every session key starts with; the rest is the session's id. */
export const SESSION_KEY_PREFIX = 'session:';

/** What the key of a rotated-away session's successor pointer starts with; the rest is its id. */
export const SUCCESSOR_KEY_PREFIX = 'session-successor:';

/**
 * Ends a session and keeps a pointer to its successor in one step, the pointer only if the session
 * was still there (a logout that came first leaves none), expiring with the grace period.
 */
const ROTATE_IF_PRESENT = `
if redis.call('DEL', KEYS[1]) == 1 then
  redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

/**
 * Writes a session only while its key is there, in one step: Redis runs a script whole, so a
 * logout's DEL comes before it (nothing written) or after it (removed), never in between.
 */
const UPDATE_IF_PRESENT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1
end
return 0`;

/**
 * Sessions in Redis, shared by every storefront instance on it: `createSessionStorage` with one
 * key per session (`session:` and a random id), its value the session's JSON, and an expiry of
 * the cookie's own, so Redis drops abandoned sessions itself.
 *
 * @param redis - the client (commands fail at once while Redis is away: see `storefrontRedis`)
 * @param cookie - the signed cookie that holds the id
 * @param maxAgeSeconds - a session's life where its cookie names no expiry
 * @returns the store
 * @remarks A write of a session whose key is gone (a logout ended it, or it expired) is refused
 *   with {@link SessionEndedError}, so a request that read the session before a logout cannot
 *   write it back; ids are never reused, so no other mark of an ended session is needed. A
 *   rotated-away session's pointer to its successor is a key of its own, dropped by Redis when
 *   the grace period ends.
 */
export function redisSessionStore<Data = SessionData, Flash = Data>(
  redis: Redis,
  cookie: Cookie,
  maxAgeSeconds: number,
): SessionStore<Data, Flash> {
  const keyOf = (id: string) => SESSION_KEY_PREFIX + id;
  const remove = async (id: string) => (id ? (await redis.del(keyOf(id))) > 0 : false);
  const successorKeyOf = (id: string) => SUCCESSOR_KEY_PREFIX + id;
  const storage = createSessionStorage<Data, Flash>({
    cookie,
    async createData(data, expires) {
      const seconds = secondsUntil(expires, maxAgeSeconds);
      for (;;) {
        const id = randomBytes(16).toString('hex');
        const created = await redis.set(keyOf(id), JSON.stringify(data), 'EX', seconds, 'NX');
        // The same id twice: draw another.
        if (created === 'OK') return id;
      }
    },
    async readData(id) {
      const text = await redis.get(keyOf(id));
      if (text === null) return null;
      try {
        return JSON.parse(text) as never;
      } catch {
        return null;
      }
    },
    async updateData(id, data, expires) {
      const seconds = secondsUntil(expires, maxAgeSeconds);
      const written = await redis.eval(
        UPDATE_IF_PRESENT,
        1,
        keyOf(id),
        JSON.stringify(data),
        seconds,
      );
      if (written !== 1) throw new SessionEndedError(id);
    },
    async deleteData(id) {
      await remove(id);
    },
  });
  return {
    storage,
    cookie,
    remove,
    async rotate(id, successor) {
      if (!id) return false;
      const pointer = successorPointer(successor);
      const rotated = await redis.eval(
        ROTATE_IF_PRESENT,
        2,
        keyOf(id),
        successorKeyOf(id),
        pointer,
        ROTATION_GRACE_MS,
      );
      return rotated === 1;
    },
    async successorOf(id) {
      return id ? successorIn(await redis.get(successorKeyOf(id))) : null;
    },
    async ready() {
      await redis.ping();
    },
  };
}
