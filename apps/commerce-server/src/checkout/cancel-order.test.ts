import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunningServer } from '../server';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  BILLING,
  CHECKOUT,
  GET_CART,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';
import { startServer } from '../testing/test-server';

const ORDER_STATUS = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { status } }`;
const TESAMORELIN_VARIATION = 5002;

const productStock = (server: RunningServer, id: number) =>
  server.db
    .selectFrom('products')
    .select(['stock_quantity', 'total_sales'])
    .where('id', '=', id)
    .executeTakeFirst();
const variationStock = (server: RunningServer, id: number) =>
  server.db
    .selectFrom('variations')
    .select('stock_quantity')
    .where('id', '=', id)
    .executeTakeFirst();

/** The cart's lines as product, variation and quantity, the way a shopper recognises them. */
async function linesOf(shopper: Shopper) {
  const { cart, chosenPaymentMethod } = await shopper.ok(
    `{ ${GET_CART.slice(1, -1)} chosenPaymentMethod }`,
  );
  return {
    lines: cart.contents.nodes.map(
      (node: {
        quantity: number;
        product: { node: { databaseId: number } };
        variation: { node: { databaseId: number } } | null;
      }) => [node.product.node.databaseId, node.variation?.node.databaseId ?? null, node.quantity],
    ),
    coupons: cart.appliedCoupons.map((coupon: { code: string }) => coupon.code),
    paymentMethod: chosenPaymentMethod,
  };
}

/** Posts the simulator's form to `/pay/{id}/{action}` the way a browser submits it. */
function postPay(server: RunningServer, orderId: number, action: string, key?: string) {
  return fetch(`${server.origin}/pay/${orderId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(key == null ? {} : { key }),
    redirect: 'manual',
  });
}

/** A guest who checks out two products (one a variation) with a single-use coupon and bitcoin. */
async function guestWithOrder(server: RunningServer) {
  const guest = new Shopper(server);
  await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
  await guest.ok(ADD_TO_CART, {
    productId: SEEDED.tesamorelin,
    variationId: TESAMORELIN_VARIATION,
    quantity: 1,
  });
  await guest.ok(APPLY_COUPON, { code: 'ONCE5' });
  const before = await linesOf(guest);
  const { checkout } = await guest.ok(CHECKOUT, {
    input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
  });
  const order = checkout.order as { databaseId: number; orderKey: string };
  return { guest, order, before };
}

describe('payment simulator cancel', () => {
  const shop = useTestShop();

  it('given a pending order, cancel marks it cancelled, restocks it and gives its lines and coupon back to the session that placed it', async () => {
    const stockBefore = {
      bpc: await productStock(shop.server, SEEDED.bpc),
      variation: await variationStock(shop.server, TESAMORELIN_VARIATION),
    };
    const { guest, order, before } = await guestWithOrder(shop.server);
    expect(before.lines).toEqual([
      [SEEDED.bpc, null, 2],
      [SEEDED.tesamorelin, TESAMORELIN_VARIATION, 1],
    ]);
    expect(before.coupons).toEqual(['ONCE5']);
    expect((await linesOf(guest)).lines).toEqual([]);
    expect(await productStock(shop.server, SEEDED.bpc)).not.toEqual(stockBefore.bpc);

    const cancel = await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);

    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(
      `http://shop.test/checkout?cancelled=${order.databaseId}`,
    );
    expect((await guest.ok(ORDER_STATUS, { id: String(order.databaseId) })).order.status).toBe(
      'CANCELLED',
    );
    expect(await productStock(shop.server, SEEDED.bpc)).toEqual(stockBefore.bpc);
    expect(await variationStock(shop.server, TESAMORELIN_VARIATION)).toEqual(stockBefore.variation);
    expect(await linesOf(guest)).toEqual({
      lines: before.lines,
      coupons: ['ONCE5'],
      paymentMethod: 'btcpaygf_default',
    });
  });

  it('given a cancelled order, the simulator page says so and the guest can check out the restored cart again', async () => {
    const { guest, order } = await guestWithOrder(shop.server);
    await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);
    const page = await (
      await fetch(`${shop.server.origin}/pay/${order.databaseId}?key=${order.orderKey}`)
    ).text();
    expect(page).toContain(`Order #${order.databaseId} is cancelled`);
    expect(page).not.toContain('/confirm');

    const { checkout } = await guest.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
    });
    expect(checkout.order.status).toBe('PENDING');
    expect(checkout.order.discountTotal).not.toBe('€0.00');
  });

  it('given another shopper with a cart, cancelling someone else’s order leaves that cart alone', async () => {
    const other = new Shopper(shop.server);
    await other.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 1 });
    const { order } = await guestWithOrder(shop.server);
    await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);
    expect(await linesOf(other)).toMatchObject({ lines: [[SEEDED.semax, null, 1]], coupons: [] });
  });

  it('given a wrong or missing key, cancel answers 404; a GET answers 405; the order stays pending', async () => {
    const { guest, order } = await guestWithOrder(shop.server);
    const stock = await productStock(shop.server, SEEDED.bpc);
    expect((await postPay(shop.server, order.databaseId, 'cancel', 'wc_order_guess')).status).toBe(
      404,
    );
    expect((await postPay(shop.server, order.databaseId, 'cancel')).status).toBe(404);
    expect(
      (await postPay(shop.server, order.databaseId + 1, 'cancel', order.orderKey)).status,
    ).toBe(404);
    const get = await fetch(
      `${shop.server.origin}/pay/${order.databaseId}/cancel?key=${order.orderKey}`,
      { redirect: 'manual' },
    );
    expect(get.status).toBe(405);
    expect((await guest.ok(ORDER_STATUS, { id: String(order.databaseId) })).order.status).toBe(
      'PENDING',
    );
    expect(await productStock(shop.server, SEEDED.bpc)).toEqual(stock);
    expect((await linesOf(guest)).lines).toEqual([]);
  });

  it('given a paid order, cancel changes nothing and redirects to the order summary', async () => {
    const { guest, order } = await guestWithOrder(shop.server);
    await postPay(shop.server, order.databaseId, 'confirm', order.orderKey);
    const stock = await productStock(shop.server, SEEDED.bpc);

    const cancel = await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);

    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(
      `http://shop.test/order-summary/${order.databaseId}`,
    );
    expect((await guest.ok(ORDER_STATUS, { id: String(order.databaseId) })).order.status).toBe(
      'PROCESSING',
    );
    expect(await productStock(shop.server, SEEDED.bpc)).toEqual(stock);
    expect((await linesOf(guest)).lines).toEqual([]);
  });

  it('given an order cancelled once, a second cancel is a no-op that returns to checkout', async () => {
    const { guest, order, before } = await guestWithOrder(shop.server);
    await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);
    const stock = await productStock(shop.server, SEEDED.bpc);

    const again = await postPay(shop.server, order.databaseId, 'cancel', order.orderKey);

    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(
      `http://shop.test/checkout?cancelled=${order.databaseId}`,
    );
    expect(await productStock(shop.server, SEEDED.bpc)).toEqual(stock);
    expect((await linesOf(guest)).lines).toEqual(before.lines);
    expect(
      await shop.server.db
        .selectFrom('coupons')
        .select('usage_count')
        .where('code', '=', 'ONCE5')
        .executeTakeFirst(),
    ).toEqual({ usage_count: 0 });
  });

  it('given a line of 999 in the cart when an order of 999 of it is cancelled, the restored line holds 999 and the next checkout places 999', async () => {
    // A shop whose unpaid orders may hold 999 units (the default is 200 a session).
    const server = await startServer({
      port: 0,
      orderLimits: { unpaidUnitsPerSession: 999, unpaidUnitsPerClient: 999 },
    });
    onTestFinished(() => server.close());
    await server.db
      .updateTable('products')
      .set({ stock_quantity: 5000 })
      .where('id', '=', SEEDED.bpc)
      .execute();
    const guest = new Shopper(server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 999 });
    const input = { billing: BILLING, paymentMethod: 'btcpaygf_default' };
    const { checkout } = await guest.ok(CHECKOUT, { input });
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 999 });

    await postPay(server, checkout.order.databaseId, 'cancel', checkout.order.orderKey);

    expect((await linesOf(guest)).lines).toEqual([[SEEDED.bpc, null, 999]]);
    const next = await guest.ok(CHECKOUT, { input });
    expect(next.checkout.order.lineItems.nodes).toEqual([
      expect.objectContaining({ productId: SEEDED.bpc, quantity: 999 }),
    ]);
  });
});
