import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../testing/redisServer';
import { SESSION_KEY_PREFIX } from './redisSessionStore.server';
import { SHARED_SECRET_KEY } from './sessionSecrets.server';
import { openShopperSession } from './shopperSession.server';
import { checkSessionStore } from './shopperSessionStore.server';

/** What a rejected call threw, as React Router would answer it (`data()` or a Response). */
async function answerOf(call: Promise<unknown>) {
  const thrown = (await call.then(
    () => null,
    (error: unknown) => error,
  )) as { init?: ResponseInit; data?: unknown } | null;
  return {
    status: thrown?.init?.status,
    headers: new Headers(thrown?.init?.headers),
    data: thrown?.data,
  };
}

let redis: RunningRedis;
let client: Redis;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  process.env.STOREFRONT_REDIS_URL = redis.url;
  delete process.env.SESSION_SECRET;
});

afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
  delete process.env.STOREFRONT_REDIS_URL;
});

/** A shopper's session with a kept order, and the cookie that names it. */
async function sessionWithOrder() {
  const placing = await openShopperSession(
    new Request('http://shop.test/checkout', { method: 'POST' }),
  );
  placing.shopper.keepOrder({ databaseId: 11 } as never);
  const cookie = (await placing.commit())?.split(';')[0] ?? '';
  return { cookie, request: () => new Request('http://shop.test/', { headers: { cookie } }) };
}

describe('the session store on Redis', () => {
  it('given STOREFRONT_REDIS_URL and no SESSION_SECRET / the start passes and the signing secret is kept in Redis', async () => {
    await expect(checkSessionStore()).resolves.toBeUndefined();
    const { request } = await sessionWithOrder();

    expect(await client.get(SHARED_SECRET_KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(await client.keys(`${SESSION_KEY_PREFIX}*`)).not.toHaveLength(0);
    expect((await openShopperSession(request())).shopper.keptOrder(11)).toEqual({ databaseId: 11 });
  });

  it('given Redis that stops answering / the shopper gets a 503 and, once it answers, the session as it was', async () => {
    const { request } = await sessionWithOrder();
    process.kill(redis.pid, 'SIGSTOP');
    try {
      const answer = await answerOf(openShopperSession(request()));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('5');
      expect(answer.data).toBe(
        'We could not save your session just now. Please try again in a moment.',
      );
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    expect((await openShopperSession(request())).shopper.keptOrder(11)).toEqual({ databaseId: 11 });
  });

  it('given Redis gone / requests answer 503 and a start is refused, naming STOREFRONT_REDIS_URL', async () => {
    const { request } = await sessionWithOrder();
    await redis.stop();

    expect((await answerOf(openShopperSession(request()))).status).toBe(503);
    await expect(checkSessionStore()).rejects.toThrow(/STOREFRONT_REDIS_URL/);
  }, 20_000);
});
