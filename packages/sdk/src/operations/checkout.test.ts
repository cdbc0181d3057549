import { computeTotals, readAmount, round2 } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { cartLinesFromCart } from '../cartLines';
import {
  AddToCartDocument,
  CheckoutDocument,
  GetCartDocument,
  GetOrderDocument,
  GetPaymentGatewaysDocument,
  InitiateBitcoinPaymentDocument,
  InitiateCryptoPaymentDocument,
} from '../generated/graphql';
import { BILLING } from '../testing/addresses';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { dataOf, errorsOf } from '../testing/results';

const server = commerceServerPerFile();

async function placeOrder(paymentMethod = 'btcpaygf_default') {
  const shopper = server.shopper();
  const product = await simpleProduct(shopper.client);
  await shopper.client
    .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
    .toPromise();
  const cart = dataOf(await shopper.client.query(GetCartDocument, {}).toPromise()).cart;
  const result = await shopper.client
    .mutation(CheckoutDocument, {
      input: { billing: BILLING, shipping: BILLING, paymentMethod, isPaid: false },
    })
    .toPromise();
  const order = dataOf(result).checkout?.order;
  if (!order?.databaseId) throw new Error('checkout gave no order');
  return { ...shopper, order, cart, product };
}

describe('checkout and payment operations against the commerce server', () => {
  it('Checkout creates an order whose total equals the domain totals for the cart', async () => {
    const { order, cart } = await placeOrder();
    expect(order.orderKey).toBeTruthy();
    const expected = computeTotals({
      lines: cartLinesFromCart(cart, ''),
      paymentMethodId: 'btcpaygf_default',
    });
    expect(readAmount(order.total)).toBe(expected.total);
  });

  it('Checkout with an unknown payment method fails', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const result = await client
      .mutation(CheckoutDocument, { input: { billing: BILLING, paymentMethod: 'cash-in-a-sock' } })
      .toPromise();
    expect(errorsOf(result).length).toBeGreaterThan(0);
  });

  it('GetOrder gives the session that placed the order its lines, totals and addresses', async () => {
    const { client, order, product } = await placeOrder();
    const data = dataOf(
      await client.query(GetOrderDocument, { id: String(order.databaseId) }).toPromise(),
    );
    expect(data.order?.orderKey).toBe(order.orderKey);
    expect(data.order?.lineItems?.nodes?.[0]).toMatchObject({
      productId: product.databaseId,
      quantity: 2,
    });
    expect(data.order?.billing?.email).toBe(BILLING.email);
    expect(data.order?.shipping?.city).toBe('London');
  });

  it('GetOrder carries the bitcoin discount as a fee line, and the order explains its own total', async () => {
    const { client, order, cart } = await placeOrder();
    const data = dataOf(
      await client.query(GetOrderDocument, { id: String(order.databaseId) }).toPromise(),
    );
    const expected = computeTotals({
      lines: cartLinesFromCart(cart, ''),
      paymentMethodId: 'btcpaygf_default',
    });
    const fees = data.order?.feeLines?.nodes ?? [];
    expect(fees).toMatchObject([
      {
        name: 'Bitcoin discount (10%)',
        amount: (-expected.bitcoinDiscount).toFixed(2),
        total: (-expected.bitcoinDiscount).toFixed(2),
      },
    ]);
    expect(data.order?.couponLines?.nodes).toEqual([]);
    const feeTotal = fees.reduce((sum, fee) => sum + readAmount(fee?.total), 0);
    expect(
      round2(
        readAmount(data.order?.subtotal) -
          readAmount(data.order?.discountTotal) +
          feeTotal +
          readAmount(data.order?.shippingTotal),
      ),
    ).toBe(readAmount(data.order?.total));
    expect(data.order?.total).toBe(expected.total.toFixed(2));
    expect(data.order?.lineItems?.nodes?.[0]?.total).toBe(expected.subtotal.toFixed(2));
  });

  it('GetOrder refuses another shopper', async () => {
    const { order } = await placeOrder();
    const stranger = server.shopper().client;
    const result = await stranger
      .query(GetOrderDocument, { id: String(order.databaseId) })
      .toPromise();
    expect(result.data?.order ?? null).toBeNull();
  });

  it('InitiateBitcoinPayment gives a payment URL on the simulator for the order', async () => {
    const { client, order } = await placeOrder();
    const data = dataOf(
      await client
        .mutation(InitiateBitcoinPaymentDocument, { orderId: order.databaseId ?? 0 })
        .toPromise(),
    );
    expect(data.initiateBitcoinPayment?.success).toBe(true);
    expect(data.initiateBitcoinPayment?.paymentUrl).toContain(`/pay/${order.databaseId}`);
  });

  it('InitiateCryptoPayment gives a payment URL for the other crypto gateway', async () => {
    const { client: reader } = server.shopper();
    const gateways = dataOf(await reader.query(GetPaymentGatewaysDocument, {}).toPromise());
    const other = gateways.paymentGateways?.nodes?.find(
      (gateway) => gateway?.id !== 'btcpaygf_default',
    );
    const { client, order } = await placeOrder(other?.id ?? '');
    const data = dataOf(
      await client
        .mutation(InitiateCryptoPaymentDocument, { orderId: order.databaseId ?? 0 })
        .toPromise(),
    );
    expect(data.initiateCryptoPayment?.success).toBe(true);
    expect(data.initiateCryptoPayment?.paymentUrl).toMatch(/^https?:\/\//);
  });
});
