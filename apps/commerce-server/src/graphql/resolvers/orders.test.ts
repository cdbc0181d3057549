import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  REGISTER,
  SEEDED,
  Shopper,
  useTestShop,
} from '../../testing/shopper';

const ORDERS =
  '{ orders(first: 10) { nodes { databaseId } } customer { orders { nodes { databaseId } } } }';
const ORDER = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { databaseId total status lineItems { nodes { quantity product { node { name } } } } } }`;
const ORDER_TOTALS = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { subtotal shippingTotal discountTotal feeLines { nodes { name total } } total } }`;
const INITIATE = `mutation ($orderId: Int!) { initiateBitcoinPayment(input: { orderId: $orderId }) { success paymentUrl error } }`;

async function customerWithOrder(server: RunningServer, email: string) {
  const shopper = new Shopper(server);
  const { registerCustomer } = await shopper.ok(REGISTER, { email, password: 'password-one' });
  shopper.authToken = registerCustomer.authToken;
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  const { checkout } = await shopper.ok(CHECKOUT, {
    input: { billing: { ...BILLING, email }, paymentMethod: 'btcpaygf_default' },
  });
  return {
    shopper,
    order: checkout.order as { databaseId: number; orderKey: string; total: string },
  };
}

describe('orders and their privacy', () => {
  const shop = useTestShop();

  it('given two customers, each sees only their own orders', async () => {
    const alice = await customerWithOrder(shop.server, 'alice@example.org');
    const bob = await customerWithOrder(shop.server, 'bob@example.org');
    const aliceOrders = await alice.shopper.ok(ORDERS);
    expect(aliceOrders.orders.nodes).toEqual([{ databaseId: alice.order.databaseId }]);
    expect(aliceOrders.customer.orders.nodes).toEqual([{ databaseId: alice.order.databaseId }]);
    expect(
      (await alice.shopper.ok(ORDER, { id: String(alice.order.databaseId) })).order.lineItems.nodes,
    ).toEqual([{ quantity: 1, product: { node: { name: 'BPC-157 5mg' } } }]);
    expect(await alice.shopper.error(ORDER, { id: String(bob.order.databaseId) })).toMatch(
      /No order was found/,
    );
    const stranger = new Shopper(shop.server);
    expect(await stranger.error(ORDER, { id: String(alice.order.databaseId) })).toMatch(
      /No order was found/,
    );
    expect((await stranger.ok(ORDERS)).orders.nodes).toEqual([]);
    expect(
      (await stranger.ok(INITIATE, { orderId: alice.order.databaseId })).initiateBitcoinPayment
        .success,
    ).toBe(false);
  });

  it('given a guest order, the session that placed it may read it', async () => {
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    const { checkout } = await guest.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect((await guest.ok(ORDER, { id: String(checkout.order.databaseId) })).order.total).toBe(
      '€105.00',
    );
    expect(
      await new Shopper(shop.server).error(ORDER, { id: String(checkout.order.databaseId) }),
    ).toMatch(/No order was found/);
  });

  it('given a guest who placed an order, orders answers [] and order(id) in its own session answers the order with its bitcoin discount line', async () => {
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    const { checkout } = await guest.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
    });
    const id = String(checkout.order.databaseId);
    expect((await guest.ok(ORDERS)).orders.nodes).toEqual([]);
    expect((await guest.ok(ORDER_TOTALS, { id })).order).toEqual({
      subtotal: '€90.00',
      shippingTotal: '€15.00',
      discountTotal: '€0.00',
      feeLines: { nodes: [{ name: 'Bitcoin discount (10%)', total: '-9.00' }] },
      total: '€96.00',
    });
    const otherSession = new Shopper(shop.server);
    await otherSession.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(otherSession.sessionToken).not.toBe(guest.sessionToken);
    expect(await otherSession.error(ORDER_TOTALS, { id })).toMatch(/No order was found/);
  });

  it('given a pending order, payment opens the simulator; confirm marks it processing and returns to the storefront', async () => {
    const { shopper, order } = await customerWithOrder(shop.server, 'payer@example.org');
    const { initiateBitcoinPayment } = await shopper.ok(INITIATE, { orderId: order.databaseId });
    expect(initiateBitcoinPayment.success).toBe(true);
    const paymentUrl = new URL(initiateBitcoinPayment.paymentUrl);
    expect(paymentUrl.origin).toBe(shop.server.origin);
    expect(paymentUrl.pathname).toBe(`/pay/${order.databaseId}`);
    expect(paymentUrl.searchParams.get('key')).toBe(order.orderKey);

    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain(order.total);
    expect(page).toMatch(/bc1q[a-z0-9]{38}/);
    expect(page).toContain('<svg');
    expect(page).toContain(`action="/pay/${order.databaseId}/cancel"`);

    const confirm = await fetch(`${shop.server.origin}/pay/${order.databaseId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: order.orderKey }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(
      `http://shop.test/order-summary/${order.databaseId}`,
    );
    expect((await shopper.ok(ORDER, { id: String(order.databaseId) })).order.status).toBe(
      'PROCESSING',
    );
    expect(
      (await shopper.ok(INITIATE, { orderId: order.databaseId })).initiateBitcoinPayment,
    ).toEqual({
      success: false,
      paymentUrl: null,
      error: 'This order does not need payment.',
    });
  });

  it('given a wrong or missing order key, the payment page and confirm answer 404 and nothing is paid', async () => {
    const { order } = await customerWithOrder(shop.server, 'guess@example.org');
    expect((await fetch(`${shop.server.origin}/pay/${order.databaseId}`)).status).toBe(404);
    expect(
      (await fetch(`${shop.server.origin}/pay/${order.databaseId}?key=wc_order_guess`)).status,
    ).toBe(404);
    const confirm = await fetch(`${shop.server.origin}/pay/${order.databaseId}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ key: 'wc_order_guess' }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(404);
    expect(
      await shop.server.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.databaseId)
        .executeTakeFirst(),
    ).toEqual({ status: 'PENDING' });
  });

  it('given an order placed with the bitcoin discount, it cannot be paid through the other gateway; each gateway pays only its own orders', async () => {
    const { shopper, order } = await customerWithOrder(shop.server, 'switcher@example.org');
    const crypto = `mutation ($orderId: Int!) { initiateCryptoPayment(input: { orderId: $orderId }) { success paymentUrl error } }`;
    expect((await shopper.ok(crypto, { orderId: order.databaseId })).initiateCryptoPayment).toEqual(
      {
        success: false,
        paymentUrl: null,
        error: SERVER_MESSAGES.paymentMethodMismatch,
      },
    );
    expect(
      (await shopper.ok(INITIATE, { orderId: order.databaseId })).initiateBitcoinPayment.success,
    ).toBe(true);

    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shopper.ok(CHECKOUT, {
      input: {
        billing: { ...BILLING, email: 'switcher@example.org' },
        paymentMethod: 'nowpayments',
      },
    });
    const other = checkout.order.databaseId;
    expect((await shopper.ok(crypto, { orderId: other })).initiateCryptoPayment.success).toBe(true);
    expect((await shopper.ok(INITIATE, { orderId: other })).initiateBitcoinPayment.error).toBe(
      SERVER_MESSAGES.paymentMethodMismatch,
    );
  });
});
