import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderFragment } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { endShopperSession, shopperOf, sweepSessions } from './shopperSession.server';

const DAY = 24 * 60 * 60 * 1000;

describe('sweepSessions', () => {
  it('given sessions unused for longer than their life / removes those files only, never the secret', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    await mkdir(join(dir, 'ab12'));
    const now = Date.now();
    const write = async (path: string, ageMs: number) => {
      await writeFile(join(dir, path), '{}');
      const when = new Date(now - ageMs);
      await utimes(join(dir, path), when, when);
    };
    await write('ab12/old-session', 15 * DAY);
    await write('ab12/recent-session', 2 * DAY);
    await write('.secret', 90 * DAY);

    expect(await sweepSessions(dir, 14 * DAY, now)).toBe(1);
    expect(await readdir(join(dir, 'ab12'))).toEqual(['recent-session']);
    expect(await readdir(dir)).toContain('.secret');
  });

  it('given no session folder yet / removes nothing and does not throw', async () => {
    expect(await sweepSessions(join(tmpdir(), 'no-such-folder-for-sessions'), DAY)).toBe(0);
  });
});

describe('shopperOf', () => {
  it('given a session a logout ends while another request runs / that request does not bring it back', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 7 } as OrderFragment;
    const first = await shopperOf(new Request('http://shop.test/'));
    first.keepOrder(order);
    const cookie = (await first.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/', { headers: { cookie } });
    expect((await shopperOf(request())).keptOrder(7)).toEqual(order);

    const running = await shopperOf(request());
    running.keepOrder(order);
    await endShopperSession(request());
    expect(await running.commit()).toBeNull();
    expect((await shopperOf(request())).keptOrder(7)).toBeNull();
  });

  it('given a message an action left / the next page reads it once, and the kept order stays', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 8 } as OrderFragment;
    const action = await shopperOf(new Request('http://shop.test/checkout'));
    action.keepOrder(order);
    action.tell({ tone: 'success', message: 'Registration successful' });
    const cookie = (await action.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/checkout', { headers: { cookie } });

    const next = await shopperOf(request());
    expect(next.takeNotice()).toEqual({ tone: 'success', message: 'Registration successful' });
    expect(await next.commit()).toBeTruthy();
    const after = await shopperOf(request());
    expect(after.takeNotice()).toBeNull();
    expect(after.keptOrder(8)).toEqual(order);
  });

  it('given an order kept, then its payment page / it awaits its payment until settled, and stays kept', async () => {
    process.env.STOREFRONT_SESSION_DIR = await mkdtemp(join(tmpdir(), 'sessions-'));
    process.env.SESSION_SECRET = 'a test secret that is long enough to sign';
    const order = { databaseId: 9 } as OrderFragment;
    const placing = await shopperOf(new Request('http://shop.test/api/graphql'));
    placing.keepOrder(order);
    expect(placing.awaitingPayment()).toBeNull();
    const cookie = (await placing.commit())?.split(';')[0] ?? '';
    const request = () => new Request('http://shop.test/checkout', { headers: { cookie } });

    const starting = await shopperOf(request());
    starting.keepPayment(8, 'https://pay.example/8');
    starting.keepPayment(9, 'https://pay.example/9');
    await starting.commit();
    const back = await shopperOf(request());
    expect(back.awaitingPayment()).toEqual({ orderId: 9, paymentUrl: 'https://pay.example/9' });

    back.settlePayment(9);
    await back.commit();
    const after = await shopperOf(request());
    expect(after.awaitingPayment()).toBeNull();
    expect(after.keptOrder(9)).toEqual(order);
  });
});
