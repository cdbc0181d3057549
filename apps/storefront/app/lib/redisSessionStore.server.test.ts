import { Redis } from 'ioredis';
import { createCookie } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../testing/redisServer';
import {
  redisSessionStore,
  SESSION_KEY_PREFIX,
  SUCCESSOR_KEY_PREFIX,
} from './redisSessionStore.server';
import { sharedSessionSecret } from './sessionSecrets.server';
import { ROTATION_GRACE_MS, SessionEndedError } from './sessionStore.server';

const cookie = createCookie('shop_session', { secrets: ['a test secret'], maxAge: 3600 });

let redis: RunningRedis;
let client: Redis;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

/** A session written with `data`, and the cookie header that names it. */
async function written(
  data: Record<string, unknown>,
  store = redisSessionStore(client, cookie, 60),
) {
  const session = await store.storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  const header = await store.storage.commitSession(session);
  const id = (await cookie.parse(header)) as string;
  return { store, header, id };
}

describe('redisSessionStore', () => {
  it('given a session written / it reads back, as JSON under session:<id>, expiring with its cookie', async () => {
    const { store, header, id } = await written({ shopper: { authToken: 'token' } });

    expect((await store.storage.getSession(header)).get('shopper')).toEqual({ authToken: 'token' });
    expect(JSON.parse((await client.get(SESSION_KEY_PREFIX + id)) ?? '')).toEqual({
      shopper: { authToken: 'token' },
    });
    const ttl = await client.ttl(SESSION_KEY_PREFIX + id);
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('given a session changed / the change is kept and its expiry starts again', async () => {
    const { store, header, id } = await written({ shopper: { authToken: 'token' } });
    await client.expire(SESSION_KEY_PREFIX + id, 10);
    const session = await store.storage.getSession(header);
    session.set('shopper', { authToken: 'renewed' });
    await store.storage.commitSession(session);

    expect((await store.storage.getSession(header)).get('shopper')).toEqual({
      authToken: 'renewed',
    });
    expect(await client.ttl(SESSION_KEY_PREFIX + id)).toBeGreaterThan(3590);
  });

  it('given a session past its expiry / Redis has dropped it and it reads as nothing', async () => {
    const short = createCookie('shop_session', { secrets: ['a test secret'], maxAge: 1 });
    const store = redisSessionStore(client, short, 60);
    const { header, id } = await written({ shopper: { authToken: 'token' } }, store);
    expect(await client.ttl(SESSION_KEY_PREFIX + id)).toBe(1);

    await new Promise((wait) => setTimeout(wait, 1_500));
    expect(await client.exists(SESSION_KEY_PREFIX + id)).toBe(0);
    expect((await store.storage.getSession(header)).data).toEqual({});
  });

  it('given a session destroyed / it reads as nothing, and a request that read it before cannot write it back', async () => {
    const { store, header, id } = await written({ shopper: { authToken: 'token' } });
    const running = await store.storage.getSession(header);

    await store.storage.destroySession(await store.storage.getSession(header));
    running.set('shopper', { authToken: 'renewed' });
    await expect(store.storage.commitSession(running)).rejects.toBeInstanceOf(SessionEndedError);
    expect(await client.exists(SESSION_KEY_PREFIX + id)).toBe(0);
    expect((await store.storage.getSession(header)).data).toEqual({});
    expect(await store.remove(id)).toBe(false);
  });

  it('given many writes in flight as the session ends / none brings it back', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const { store, header, id } = await written({ shopper: { authToken: 'token' } });
      const readers = await Promise.all(
        Array.from({ length: 10 }, () => store.storage.getSession(header)),
      );
      const writes = readers.map(async (reader, index) => {
        await new Promise((wait) => setTimeout(wait, index % 3));
        reader.set('shopper', { authToken: `renewed ${index}` });
        return store.storage.commitSession(reader).catch((error: unknown) => {
          if (!(error instanceof SessionEndedError)) throw error;
        });
      });
      await Promise.all([...writes, store.remove(id)]);
      expect(await client.exists(SESSION_KEY_PREFIX + id)).toBe(0);
    }
  });

  it('given a session rotated / its key is gone and its pointer to the successor expires with the grace period', async () => {
    const { store, id } = await written({ shopper: { authToken: 'token' } });
    const { id: successor } = await written({ shopper: { authToken: 'token' } }, store);

    expect(await store.rotate(id, successor)).toBe(true);
    expect(await client.exists(SESSION_KEY_PREFIX + id)).toBe(0);
    expect(await store.successorOf(id)).toBe(successor);
    const ttl = await client.pttl(SUCCESSOR_KEY_PREFIX + id);
    expect(ttl).toBeGreaterThan(ROTATION_GRACE_MS - 1_000);
    expect(ttl).toBeLessThanOrEqual(ROTATION_GRACE_MS);
  });

  it('given Redis answering / the store is ready', async () => {
    await expect(redisSessionStore(client, cookie, 60).ready()).resolves.toBeUndefined();
  });
});

describe('sharedSessionSecret', () => {
  it('given instances asking at once / every one signs with the same secret, kept in Redis', async () => {
    const others = [new Redis(redis.url), new Redis(redis.url), new Redis(redis.url)];
    try {
      const secrets = await Promise.all(others.map((other) => sharedSessionSecret(other)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(await sharedSessionSecret(client)).toBe(secrets[0]);
    } finally {
      for (const other of others) other.disconnect();
    }
  });
});
