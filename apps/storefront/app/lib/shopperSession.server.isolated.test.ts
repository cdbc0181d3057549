import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@peptide/domain';
import type { OrderFragment } from '@peptide/sdk';
import { describe, expect, it, vi } from 'vitest';
import { openShopperSession } from './shopperSession.server';
import { checkSessionStore } from './shopperSessionStore.server';

/** Whether the disk plays full: every file written fails as a full disk's would. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return {
    ...actual,
    writeFile: (...args: Parameters<typeof actual.writeFile>) =>
      disk.full
        ? Promise.reject(
            Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
          )
        : actual.writeFile(...args),
  };
});

/** A logout: the session the request's cookie names is ended, and its cookie answered. */
async function logOut(request: Request) {
  const opened = await openShopperSession(request);
  opened.shopper.end();
  return opened.commit();
}

/** What a rejected call threw, as React Router would answer it (`data()`). */
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

describe('checkSessionStore', () => {
  // First in this file: the store is opened once per process, at the first use.
  it('given a session folder that cannot be made / the start is refused, naming STOREFRONT_SESSION_DIR', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sessions-'));
    await writeFile(join(parent, 'file'), 'not a folder');
    process.env.STOREFRONT_SESSION_DIR = join(parent, 'file', 'sessions');
    await expect(checkSessionStore()).rejects.toThrow(/STOREFRONT_SESSION_DIR/);
  });

  it('given a session folder that can be written / the start passes', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    await expect(checkSessionStore()).resolves.toBeUndefined();
  });
});

describe('openShopperSession', () => {
  it('given an order placed / the session gets a new id, and a copy of the cookie from before opens nothing', async () => {
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const visit = await openShopperSession(new Request('http://shop.test/'));
    visit.shopper.tell({ tone: 'success', message: 'Added to cart' });
    const planted = (await visit.commit())?.split(';')[0] ?? '';
    const request = (cookie: string) => new Request('http://shop.test/', { headers: { cookie } });
    const order = { databaseId: 12 } as OrderFragment;

    const placing = await openShopperSession(
      new Request('http://shop.test/checkout', { method: 'POST', headers: { cookie: planted } }),
    );
    placing.shopper.keepOrder(order);
    const renewed = (await placing.commit())?.split(';')[0] ?? '';

    expect(renewed).not.toBe(planted);
    expect((await openShopperSession(request(renewed))).shopper.keptOrder(12)).toEqual(order);
    const copy = await openShopperSession(request(planted));
    expect(copy.shopper.keptOrder(12)).toBeNull();
    expect(copy.shopper.takeNotice()).toBeNull();
  });

  it('given a page read and a post still carrying the cookie from before an order renewed the session / they answer no cookie, so the new one stays', async () => {
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const visit = await openShopperSession(new Request('http://shop.test/'));
    visit.shopper.tell({ tone: 'success', message: 'Added to cart' });
    const before = (await visit.commit())?.split(';')[0] ?? '';
    const placing = await openShopperSession(
      new Request('http://shop.test/checkout', { method: 'POST', headers: { cookie: before } }),
    );
    placing.shopper.keepOrder({ databaseId: 14 } as OrderFragment);
    await placing.commit();

    const late = await openShopperSession(
      new Request('http://shop.test/api/shopper', { headers: { cookie: before } }),
    );
    late.shopper.tell({ tone: 'success', message: 'Something the read would keep' });
    expect(await late.commit()).toBeNull();
    const latePost = await openShopperSession(
      new Request('http://shop.test/cart', { method: 'POST', headers: { cookie: before } }),
    );
    latePost.shopper.tell({ tone: 'success', message: 'Added to cart' });
    // A visitor's cookie here would replace the new one, and the guest's order with it.
    expect(await latePost.commit()).toBeNull();
  });

  it('given a full disk / a form post answers 503 before its action runs, a change answers 503, and the session stays as it was', async () => {
    const order = { databaseId: 13 } as OrderFragment;
    const placing = await openShopperSession(new Request('http://shop.test/'));
    placing.shopper.keepOrder(order);
    const cookie = (await placing.commit())?.split(';')[0] ?? '';
    const request = (method = 'GET') =>
      new Request('http://shop.test/', { method, headers: { cookie } });

    disk.full = true;
    try {
      const post = await answerOf(openShopperSession(request('POST')));
      expect(post).toMatchObject({ status: 503, data: MESSAGES.sessionUnavailable });
      expect(post.headers.get('Retry-After')).toBe('5');
      const reading = await openShopperSession(request());
      reading.shopper.keepPayment(13, 'https://pay.example/13');
      expect((await answerOf(reading.commit())).status).toBe(503);
      expect((await answerOf(logOut(request()))).status).toBe(503);
    } finally {
      disk.full = false;
    }
    const after = await openShopperSession(request());
    expect(after.shopper.keptOrder(13)).toEqual(order);
    expect(after.shopper.awaitingPayment()).toBeNull();
  });

  it('given a session a logout ends while another request runs / that request does not bring it back', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 7 } as OrderFragment;
    const first = await openShopperSession(new Request('http://shop.test/'));
    first.shopper.keepOrder(order);
    const cookie = (await first.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/', { headers: { cookie } });
    expect((await openShopperSession(request())).shopper.keptOrder(7)).toEqual(order);

    const running = await openShopperSession(request());
    running.shopper.keepOrder(order);
    await logOut(request());
    expect(await running.commit()).toBeNull();
    expect((await openShopperSession(request())).shopper.keptOrder(7)).toBeNull();
  });

  it('given a message an action left / the next page reads it once, and the kept order stays', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 8 } as OrderFragment;
    const action = await openShopperSession(new Request('http://shop.test/checkout'));
    action.shopper.keepOrder(order);
    action.shopper.tell({ tone: 'success', message: 'Registration successful' });
    const cookie = (await action.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/checkout', { headers: { cookie } });

    const next = await openShopperSession(request());
    expect(next.shopper.takeNotice()).toEqual({
      tone: 'success',
      message: 'Registration successful',
    });
    expect(await next.commit()).toBeTruthy();
    const after = await openShopperSession(request());
    expect(after.shopper.takeNotice()).toBeNull();
    expect(after.shopper.keptOrder(8)).toEqual(order);
  });

  it('given an order kept, then its payment page / it awaits its payment until settled, and stays kept', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 9 } as OrderFragment;
    const placing = await openShopperSession(new Request('http://shop.test/api/graphql'));
    placing.shopper.keepOrder(order);
    expect(placing.shopper.awaitingPayment()).toBeNull();
    const cookie = (await placing.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/checkout', { headers: { cookie } });

    const starting = await openShopperSession(request());
    starting.shopper.keepPayment(8, 'https://pay.example/8');
    starting.shopper.keepPayment(9, 'https://pay.example/9');
    await starting.commit();
    const back = await openShopperSession(request());
    expect(back.shopper.awaitingPayment()).toEqual({
      orderId: 9,
      paymentUrl: 'https://pay.example/9',
    });

    back.shopper.settlePayment(9);
    await back.commit();
    const after = await openShopperSession(request());
    expect(after.shopper.awaitingPayment()).toBeNull();
    expect(after.shopper.keptOrder(9)).toEqual(order);
  });
});
