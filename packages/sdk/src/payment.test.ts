import { MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommerceClient } from './client';
import {
  AddToCartDocument,
  CheckoutDocument,
  GetPaymentGatewaysDocument,
} from './generated/graphql';
import { startPayment } from './payment';
import { memoryStorage } from './storage/storage';
import { BILLING } from './testing/addresses';
import { simpleProduct } from './testing/catalogue';
import { commerceServerPerFile } from './testing/commerceServer';
import { type LoopbackServer, startLoopback } from './testing/loopbackServer';
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
    expect(outcome).toEqual({ ok: true, value: expect.stringContaining(`/pay/${orderId}`) });
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

describe('startPayment given the gateway answer', () => {
  let backend: LoopbackServer;
  afterEach(() => backend.close());

  /** Starts a payment against a backend whose initiation payload the test chooses. */
  async function payWith(paymentMethod: string, payload: unknown) {
    backend = await startLoopback((request) => {
      const { operationName } = JSON.parse(request.body);
      const field =
        operationName === 'InitiateBitcoinPayment'
          ? 'initiateBitcoinPayment'
          : 'initiateCryptoPayment';
      return { body: { data: { [field]: payload } } };
    });
    const client = createCommerceClient({ endpoint: backend.url, storage: memoryStorage() });
    const outcome = await startPayment(client, { orderId: 7, paymentMethod });
    const sent = backend.requests.map((request) => JSON.parse(request.body));
    return { outcome, sent };
  }

  it.each([
    ['btcpaygf_default', 'InitiateBitcoinPayment'],
    ['coinpayments', 'InitiateCryptoPayment'],
  ])('given %s, it sends %s for the order', async (paymentMethod, operationName) => {
    const payload = { success: true, paymentUrl: 'https://pay.example/7', error: null };
    const { outcome, sent } = await payWith(paymentMethod, payload);
    expect(sent).toEqual([expect.objectContaining({ operationName, variables: { orderId: 7 } })]);
    expect(outcome).toEqual({ ok: true, value: 'https://pay.example/7' });
  });

  it("given success false with an error, it fails with 'Payment failed: {error}'", async () => {
    const payload = { success: false, paymentUrl: null, error: 'Invoice expired' };
    const { outcome } = await payWith('btcpaygf_default', payload);
    expect(outcome).toEqual({ ok: false, error: MESSAGES.paymentFailed('Invoice expired') });
  });

  it("given success without a URL, it fails with 'Payment URL not returned'", async () => {
    const payload = { success: true, paymentUrl: null, error: null };
    const { outcome } = await payWith('coinpayments', payload);
    expect(outcome).toEqual({ ok: false, error: MESSAGES.paymentUrlMissing });
  });
});
