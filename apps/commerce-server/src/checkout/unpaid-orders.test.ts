import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { listOutbox } from '../store/outbox';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  GET_CART,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';
import { engineUnderTest } from '../testing/test-database';
import { startServer } from '../testing/test-server';
import { createUnpaidOrderSweeper, type UnpaidOrderSweeper } from './unpaid-orders';

const MINUTE = 60_000;
const INPUT = { input: { billing: BILLING, paymentMethod: 'btcpaygf_default' } };

const stockOf = (server: RunningServer, id: number) =>
  server.db
    .selectFrom('products')
    .select(['stock_quantity', 'stock_status', 'total_sales'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const statusOf = async (server: RunningServer, id: number) =>
  (
    await server.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** Posts the payment simulator's form, as the shopper's browser does. */
const postPay = (
  server: RunningServer,
  order: { databaseId: number; orderKey: string },
  action: string,
) =>
  fetch(`${server.origin}/pay/${order.databaseId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: order.orderKey }),
    redirect: 'manual',
  });

/** A new guest who checks out `quantity` of a product and leaves the order unpaid. */
async function unpaidOrder(server: RunningServer, productId: number, quantity: number) {
  const guest = new Shopper(server);
  await guest.ok(ADD_TO_CART, { productId, quantity });
  const { checkout } = await guest.ok(CHECKOUT, INPUT);
  return { guest, order: checkout.order as { databaseId: number; orderKey: string } };
}

describe('unpaid orders hold their stock for a while', () => {
  const shop = useTestShop();
  const sweepers: UnpaidOrderSweeper[] = [];
  const others: RunningServer[] = [];
  afterEach(async () => {
    for (const sweeper of sweepers.splice(0)) await sweeper.stop();
    for (const server of others.splice(0)) await server.close();
  });

  /** A sweeper on a server's database, on the test's clock, swept only when the test says. */
  const sweeperOn = (server: RunningServer, batchSize?: number) => {
    const sweeper = createUnpaidOrderSweeper(server.db, {
      holdMs: server.config.holdStockMinutes * MINUTE,
      now: () => shop.clock.now,
      links: server.config,
      intervalMs: 3_600_000,
      batchSize,
    });
    sweepers.push(sweeper);
    return sweeper;
  };

  it('given a guest who checks out the last unit and never pays, others are out of stock for the 60-minute hold, then the order is cancelled and the unit is sold to someone else', async () => {
    // One unit left: a client address's unpaid orders may hold half of more, never all of it.
    await shop.server.db
      .updateTable('products')
      .set({ stock_quantity: 1 })
      .where('id', '=', SEEDED.semax)
      .execute();
    const before = await stockOf(shop.server, SEEDED.semax);
    const { guest, order } = await unpaidOrder(shop.server, SEEDED.semax, 1);
    const other = new Shopper(shop.server);
    expect(await other.error(ADD_TO_CART, { productId: SEEDED.semax, quantity: 1 })).toMatch(
      /out of stock/i,
    );
    const sweeper = sweeperOn(shop.server);

    shop.clock.advance(59 * MINUTE);
    expect(await sweeper.sweepOnce()).toEqual([]);
    expect(await statusOf(shop.server, order.databaseId)).toBe('PENDING');

    shop.clock.advance(2 * MINUTE);
    expect(await sweeper.sweepOnce()).toEqual([order.databaseId]);
    expect(await statusOf(shop.server, order.databaseId)).toBe('CANCELLED');
    expect(await stockOf(shop.server, SEEDED.semax)).toEqual(before);
    // The shop cancelled it, not the shopper: their cart is left as they left it.
    expect((await guest.ok(GET_CART)).cart.isEmpty).toBe(true);
    await other.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 1 });
    expect((await other.ok(CHECKOUT, INPUT)).checkout.order.status).toBe('PENDING');
    expect(await sweeper.sweepOnce()).toEqual([]);
  });

  it('given a hold of 15 minutes (COMMERCE_HOLD_STOCK_MINUTES=15), an unpaid order is cancelled after 15 minutes, not before', async () => {
    const server = await startServer({ port: 0, now: () => shop.clock.now, holdStockMinutes: 15 });
    others.push(server);
    const { order } = await unpaidOrder(server, SEEDED.bpc, 1);
    const sweeper = sweeperOn(server);
    shop.clock.advance(14 * MINUTE);
    expect(await sweeper.sweepOnce()).toEqual([]);
    shop.clock.advance(2 * MINUTE);
    expect(await sweeper.sweepOnce()).toEqual([order.databaseId]);
  });

  it('given an order cancelled for its hold, a payment confirmed afterwards neither revives it nor takes its stock again nor mails a receipt', async () => {
    const { order } = await unpaidOrder(shop.server, SEEDED.semax, 1);
    shop.clock.advance(61 * MINUTE);
    await sweeperOn(shop.server).sweepOnce();
    const stock = await stockOf(shop.server, SEEDED.semax);

    const paid = await postPay(shop.server, order, 'confirm');

    expect(paid.status).toBe(303);
    expect(await statusOf(shop.server, order.databaseId)).toBe('CANCELLED');
    expect(await stockOf(shop.server, SEEDED.semax)).toEqual(stock);
    const subjects = (await listOutbox(shop.server.db)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Payment received'))).toEqual([]);
  });

  it('given a paid order and an order on hold (a bank transfer), both keep their stock past the hold', async () => {
    const paid = await unpaidOrder(shop.server, SEEDED.bpc, 1);
    await postPay(shop.server, paid.order, 'confirm');
    const transfer = await unpaidOrder(shop.server, SEEDED.bpc, 1);
    await shop.server.db
      .updateTable('orders')
      .set({ status: 'ON_HOLD' })
      .where('id', '=', transfer.order.databaseId)
      .execute();
    const stock = await stockOf(shop.server, SEEDED.bpc);

    shop.clock.advance(24 * 60 * MINUTE);

    expect(await sweeperOn(shop.server).sweepOnce()).toEqual([]);
    expect(await statusOf(shop.server, paid.order.databaseId)).toBe('PROCESSING');
    expect(await statusOf(shop.server, transfer.order.databaseId)).toBe('ON_HOLD');
    expect(await stockOf(shop.server, SEEDED.bpc)).toEqual(stock);
  });

  it('given two instances sweeping one database at once, each expired order is cancelled once and its units are put back once', async () => {
    const before = await stockOf(shop.server, SEEDED.bpc);
    const orders = [];
    for (let n = 0; n < 6; n++) orders.push((await unpaidOrder(shop.server, SEEDED.bpc, 2)).order);
    expect((await stockOf(shop.server, SEEDED.bpc)).stock_quantity).toBe(
      (before.stock_quantity ?? 0) - 12,
    );
    // On PostgreSQL the second instance is a server of its own, with its own connections.
    const second =
      engineUnderTest() === 'postgres'
        ? await startServer({
            port: 0,
            databaseUrl: shop.server.config.databaseUrl ?? undefined,
            now: () => shop.clock.now,
          })
        : shop.server;
    if (second !== shop.server) others.push(second);
    const a = sweeperOn(shop.server, 2);
    const b = sweeperOn(second, 2);
    shop.clock.advance(61 * MINUTE);

    const cancelled: number[] = [];
    for (let round = 0; round < 4; round++) {
      const [byA, byB] = await Promise.all([a.sweepOnce(), b.sweepOnce()]);
      cancelled.push(...byA, ...byB);
    }

    expect(cancelled.sort((x, y) => x - y)).toEqual(orders.map((order) => order.databaseId));
    expect(await stockOf(shop.server, SEEDED.bpc)).toEqual(before);
    for (const order of orders)
      expect(await statusOf(shop.server, order.databaseId)).toBe('CANCELLED');
  });

  it('given an order the shopper cancelled themselves, the sweeper does not put its units back a second time', async () => {
    const before = await stockOf(shop.server, SEEDED.semax);
    const { guest, order } = await unpaidOrder(shop.server, SEEDED.semax, 1);
    await postPay(shop.server, order, 'cancel');
    // The shopper's cancel returns the lines to their cart (not the shop's).
    expect((await guest.ok(GET_CART)).cart.contents.itemCount).toBe(1);
    shop.clock.advance(61 * MINUTE);
    expect(await sweeperOn(shop.server).sweepOnce()).toEqual([]);
    expect(await stockOf(shop.server, SEEDED.semax)).toEqual(before);
  });
});
