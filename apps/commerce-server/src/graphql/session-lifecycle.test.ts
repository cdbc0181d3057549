import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { countRows } from '../testing/rows';
import { ADD_TO_CART, GET_CART, SEEDED, Shopper, useTestShop } from '../testing/shopper';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('guest session rows', () => {
  const shop = useTestShop();

  const sessionCount = () => countRows(shop.server.db, 'sessions');
  const lastActive = async (shopper: Shopper) => {
    const payload = String(shopper.sessionToken).split('.')[1] ?? '';
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const row = await shop.server.db
      .selectFrom('sessions')
      .select('last_active')
      .where('id', '=', sub)
      .executeTakeFirst();
    return row?.last_active ?? null;
  };

  it('given guests that only read, fail to write or store nothing, no session row is created and no session header answered', async () => {
    const reads = [
      [GET_CART, {}],
      ['{ customer { billing { city } } }', {}],
      [ADD_TO_CART, { productId: 999_999, quantity: 1 }],
      [ADD_TO_CART, { productId: SEEDED.bpc, quantity: 5000 }],
      ['mutation { applyCoupon(input: { code: "NOPE" }) { cart { total } } }', {}],
      ['mutation { updateCustomer(input: {}) { customer { id } } }', {}],
      [
        'mutation { updateShippingMethod(input: { shippingMethods: ["nope"] }) { cart { total } } }',
        {},
      ],
    ] as const;
    for (const [query, variables] of reads) {
      const answer = await new Shopper(shop.server).send(query, variables);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.sessionHeader, query).toBeNull();
    }
    expect(await sessionCount()).toBe(0);
  });

  it('given a guest with a cart, reads within an hour do not rewrite the session row, and a read after an hour records the use', async () => {
    const shopper = new Shopper(shop.server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const created = await lastActive(shopper);
    for (let minute = 0; minute < 50; minute += 10) {
      shop.clock.advance(10 * 60_000);
      await shopper.ok(GET_CART);
    }
    expect(await lastActive(shopper)).toBe(created);
    shop.clock.advance(20 * 60_000);
    await shopper.ok(GET_CART);
    expect(await lastActive(shopper)).toBe(shop.clock.now);
  });

  it('given guest sessions idle for longer than the lifetime, the next new session sweeps them', async () => {
    const idle = new Shopper(shop.server);
    await idle.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    shop.clock.advance(7 * DAY + HOUR);
    await new Shopper(shop.server).ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await lastActive(idle)).toBeNull();
    expect(await sessionCount()).toBe(1);
  });

  it('given a guest session idle for longer than the lifetime, a restart on the same database sweeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
    let now = Date.parse('2026-01-15T10:00:00.000Z');
    const options = { port: 0, databasePath: join(dir, 'commerce.sqlite'), now: () => now };
    try {
      const first = await startServer(options);
      await new Shopper(first).ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
      await first.close();
      now += 7 * DAY + HOUR;
      const second = await startServer(options);
      const rows = await countRows(second.db, 'sessions');
      await second.close();
      expect(rows).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
