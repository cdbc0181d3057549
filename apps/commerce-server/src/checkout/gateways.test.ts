import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { ADD_TO_CART, BILLING, SEEDED, Shopper } from '../testing/shopper';

const CHECKOUT_ANSWER = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) { result redirect order { databaseId orderKey status needsPayment } }
}`;
const GATEWAYS = '{ paymentGateways { nodes { id title } } }';

describe('payment gateways and the checkout answer', () => {
  let server: RunningServer;
  let shopper: Shopper;
  beforeEach(async () => {
    server = await startServer({
      port: 0,
      storefrontUrl: 'http://shop.test',
      paymentGateways: ['bacs', 'btcpaygf_default'],
    });
    shopper = new Shopper(server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  });
  afterEach(() => server.close());

  it('given COMMERCE_PAYMENT_GATEWAYS, only the named gateways are offered, in that order', async () => {
    const { paymentGateways } = await shopper.ok(GATEWAYS);
    expect(paymentGateways.nodes.map((node: { id: string }) => node.id)).toEqual([
      'bacs',
      'btcpaygf_default',
    ]);
  });

  it('given direct bank transfer, the order is on hold and the answer redirects to order received', async () => {
    const { checkout } = await shopper.ok(CHECKOUT_ANSWER, {
      input: { billing: BILLING, paymentMethod: 'bacs' },
    });
    expect(checkout.order).toMatchObject({ status: 'ON_HOLD', needsPayment: false });
    expect(checkout.redirect).toBe(
      `http://shop.test/checkout/order-received/${checkout.order.databaseId}/?key=${checkout.order.orderKey}`,
    );
  });

  it('given a crypto gateway, the order awaits payment and the answer redirects to its payment page', async () => {
    const { checkout } = await shopper.ok(CHECKOUT_ANSWER, {
      input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
    });
    expect(checkout.order).toMatchObject({ status: 'PENDING', needsPayment: true });
    expect(checkout.redirect).toBe(
      `${new URL(server.url).origin}/pay/${checkout.order.databaseId}?key=${checkout.order.orderKey}`,
    );
  });

  it('given a gateway left out, checkout refuses it', async () => {
    const answer = await shopper.send(CHECKOUT_ANSWER, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect(answer.errors?.[0]?.message).toMatch(/nowpayments/);
  });

  it('given an unknown gateway name, the server does not start', async () => {
    await expect(startServer({ port: 0, paymentGateways: ['bacs', 'paypal'] })).rejects.toThrow(
      'Unknown payment gateways: paypal',
    );
  });
});
