import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  CheckoutDocument,
  GetPaymentGatewaysDocument,
} from './generated/graphql';
import { startPayment } from './payment';
import { BILLING } from './testing/addresses';
import { simpleProduct } from './testing/catalogue';
import { commerceServerPerFile } from './testing/commerceServer';
import { dataOf } from './testing/results';

const server = commerceServerPerFile();

async function placedOrder(paymentMethod: string) {
  const { client } = server.shopper();
  const product = await simpleProduct(client);
  await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
  const checkout = dataOf(
    await client
      .mutation(CheckoutDocument, { input: { billing: BILLING, paymentMethod } })
      .toPromise(),
  );
  return { client, orderId: checkout.checkout?.order?.databaseId ?? 0 };
}

describe('startPayment against the commerce server', () => {
  it('given the bitcoin gateway, it returns the simulator URL of the order', async () => {
    const { client, orderId } = await placedOrder('btcpaygf_default');
    const outcome = await startPayment(client, { orderId, paymentMethod: 'btcpaygf_default' });
    expect(outcome).toEqual({ ok: true, paymentUrl: expect.stringContaining(`/pay/${orderId}`) });
  });

  it('given the other crypto gateway, it returns a payment URL too', async () => {
    const { client: reader } = server.shopper();
    const gateways = dataOf(await reader.query(GetPaymentGatewaysDocument, {}).toPromise());
    const other =
      gateways.paymentGateways?.nodes?.find((gateway) => gateway?.id !== 'btcpaygf_default')?.id ??
      '';
    const { client, orderId } = await placedOrder(other);
    const outcome = await startPayment(client, { orderId, paymentMethod: other });
    expect(outcome.ok).toBe(true);
  });

  it("given an order that is not the shopper's, it fails with 'Payment failed: …'", async () => {
    const { orderId } = await placedOrder('btcpaygf_default');
    const stranger = server.shopper().client;
    const outcome = await startPayment(stranger, { orderId, paymentMethod: 'btcpaygf_default' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^Payment failed: .+/);
  });
});
