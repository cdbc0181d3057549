import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderFragment, ShopperSession } from '@peptide/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningRedis, startRedis } from '../testing/redisServer';
import type { SessionStore } from './sessionStore.server';
import { ROTATION_GRACE_MS } from './sessionStore.server';
import type { openShopperSession } from './shopperSession.server';

/** A logged-in customer as the login answered, with a WooCommerce session that holds her cart. */
const CUSTOMER: ShopperSession = {
  session: { token: 'a WooCommerce session token', createdTime: 1 },
  authToken: 'a login token',
  refreshToken: 'a refresh token',
  user: { id: 'dXNlcjo3', name: 'Ada', email: 'ada@example.test' },
};
const ORDER = { databaseId: 21 } as OrderFragment;

/** The first part of a `Set-Cookie` header: what the browser sends back. */
const sent = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';
const request = (cookie: string, method = 'GET', path = '/cart') =>
  new Request(`http://shop.test${path}`, { method, headers: { cookie } });

describe.each(['folder', 'redis'] as const)('a rotated session in the %s store', (kind) => {
  let redis: RunningRedis | null = null;
  let open: typeof openShopperSession;
  let store: SessionStore;
  let closeRedis: () => Promise<void>;

  beforeAll(async () => {
    vi.stubEnv('SESSION_SECRET', 'a test secret that is long enough to sign');
    vi.stubEnv('STOREFRONT_SESSION_DIR', await mkdtemp(join(tmpdir(), 'sessions-')));
    if (kind === 'redis') {
      redis = await startRedis();
      vi.stubEnv('STOREFRONT_REDIS_URL', redis.url);
    } else {
      vi.stubEnv('STOREFRONT_REDIS_URL', '');
    }
    // The store is opened once per process: each store gets modules of its own.
    vi.resetModules();
    ({ openShopperSession: open } = await import('./shopperSession.server'));
    store = await (await import('./shopperSessionStore.server')).shopperSessionStore();
    ({ closeStorefrontRedis: closeRedis } = await import('./redis.server'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await closeRedis?.();
    await redis?.stop();
    vi.unstubAllEnvs();
  });

  /** A session `shopper` is logged in to, and the cookie a browser sends for it. */
  async function loggedIn(shopper = CUSTOMER) {
    const session = await store.storage.getSession();
    session.set('shopper', shopper);
    return sent(await store.storage.commitSession(session));
  }

  /** Place Order with cookie `before`: the cookie its answer gives. */
  async function placeOrder(before: string) {
    const placing = await open(request(before, 'POST', '/checkout'));
    placing.shopper.keepOrder(ORDER);
    const after = sent(await placing.commit());
    expect(after).toMatch(/=/);
    expect(after).not.toBe(before);
    return after;
  }

  it("given a customer's placed order / a late post with the cookie from before is served the new session, answers no cookie, and its change lands there", async () => {
    const before = await loggedIn();
    const after = await placeOrder(before);

    const latePost = await open(request(before, 'POST'));
    expect(latePost.shopper.shopper).toEqual(CUSTOMER);
    expect(latePost.shopper.keptOrder(21)).toEqual(ORDER);
    latePost.shopper.tell({ tone: 'success', message: 'Added to cart' });
    expect(await latePost.commit()).toBeNull();
    const lateRead = await open(request(before));
    expect(lateRead.shopper.shopper.user).toEqual(CUSTOMER.user);

    const next = await open(request(after));
    expect(next.shopper.shopper).toEqual(CUSTOMER);
    expect(next.shopper.takeNotice()).toEqual({ tone: 'success', message: 'Added to cart' });
  });

  it("given a customer's placed order longer ago than the grace period / a late post with the cookie from before starts a new visitor's session", async () => {
    const before = await loggedIn();
    const after = await placeOrder(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1_000);

    const latePost = await open(request(before, 'POST'));
    expect(latePost.shopper.shopper.user).toBeNull();
    expect(latePost.shopper.keptOrder(21)).toBeNull();
    latePost.shopper.tell({ tone: 'success', message: 'Added to cart' });
    const fresh = sent(await latePost.commit());
    expect(fresh).toMatch(/=/);
    expect(fresh).not.toBe(after);
    expect(fresh).not.toBe(before);
    expect((await open(request(after))).shopper.shopper).toEqual(CUSTOMER);
  });

  it('given a logout / the cookie from before it leads to no session, nor does a rotated-away cookie once the new session is logged out', async () => {
    const loggedOut = await loggedIn();
    const logout = await open(request(loggedOut, 'POST', '/logout'));
    logout.shopper.end();
    await logout.commit();
    expect(await store.successorOf((await store.cookie.parse(loggedOut)) as string)).toBeNull();
    expect((await open(request(loggedOut, 'POST'))).shopper.shopper.user).toBeNull();

    const before = await loggedIn();
    const after = await placeOrder(before);
    const lateLogout = await open(request(before, 'POST', '/logout'));
    lateLogout.shopper.end();
    await lateLogout.commit();
    expect((await open(request(after))).shopper.shopper.user).toBeNull();
    expect((await open(request(before, 'POST'))).shopper.shopper.user).toBeNull();
  });

  it("given a guest's placed order / a copy of the cookie from before opens nothing of it, even at once", async () => {
    const visit = await open(request(''));
    visit.shopper.tell({ tone: 'success', message: 'Added to cart' });
    const planted = sent(await visit.commit());
    await placeOrder(planted);

    const copy = await open(request(planted, 'POST'));
    expect(copy.shopper.keptOrder(21)).toBeNull();
    // The old id says only that it was rotated: it leads to no session, and answers no cookie.
    expect(await store.successorOf((await store.cookie.parse(planted)) as string)).toBe('');
    copy.shopper.tell({ tone: 'success', message: 'Added to cart' });
    expect(await copy.commit()).toBeNull();
  });

  it('given a session a logout ended first / its rotation is refused and keeps no pointer', async () => {
    const id = (await store.cookie.parse(await loggedIn())) as string;
    const successor = (await store.cookie.parse(await loggedIn())) as string;
    expect(await store.remove(id)).toBe(true);

    expect(await store.rotate(id, successor)).toBe(false);
    expect(await store.successorOf(id)).toBeNull();
  });
});
