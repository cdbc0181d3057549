import { describe, expect, it } from 'vitest';
import { BILLING } from '../testing/addresses';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { testStore } from '../testing/renderWithCommerce';

const server = commerceServerPerFile();

/** A store whose cart holds one product. */
async function storeWithCart() {
  const { store } = testStore(server.endpoint);
  const product = await simpleProduct(server.shopper().client);
  const added = await store.addToCart({ productId: product.databaseId });
  expect(added.ok).toBe(true);
  return store;
}

describe('the shop store at checkout', () => {
  it('given a cart, checkout places the order and its payment page can be started', async () => {
    const store = await storeWithCart();
    const placed = await store.checkout({
      billing: BILLING,
      shipping: BILLING,
      paymentMethod: 'btcpaygf_default',
    });
    if (!placed.ok) throw new Error(`checkout refused: ${placed.error}`);
    expect(placed.value.order).toMatchObject({
      status: 'PENDING',
      paymentMethod: 'btcpaygf_default',
    });
    expect(placed.value.redirect).toContain(`/pay/${placed.value.order.databaseId}`);
    const payment = await store.startPayment({
      orderId: placed.value.orderId,
      paymentMethod: 'btcpaygf_default',
    });
    expect(payment).toMatchObject({ ok: true, value: expect.stringContaining('http') });
  });

  it('given an unknown payment method, checkout answers with the server reason', async () => {
    const store = await storeWithCart();
    const placed = await store.checkout({ billing: BILLING, paymentMethod: 'cash-in-a-sock' });
    expect(placed.ok).toBe(false);
    expect(placed.ok ? null : placed.error).toBeTruthy();
  });

  it('given a refused payment method, the choice goes back to the earlier one', async () => {
    const store = await storeWithCart();
    expect((await store.setPaymentMethod('btcpaygf_default')).ok).toBe(true);
    const refused = await store.setPaymentMethod('cash-in-a-sock');
    expect(refused.ok).toBe(false);
    expect(store.getSnapshot().paymentMethod).toBe('btcpaygf_default');
  });

  it('given a backend that takes the method with the order, the choice stays in the browser: no request', async () => {
    const { store, requests } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    expect((await store.addToCart({ productId: product.databaseId })).ok).toBe(true);
    requests.length = 0;
    expect(await store.setPaymentMethod('bacs', { onServer: false })).toEqual({
      ok: true,
      value: 'Success!',
    });
    expect(store.getSnapshot().paymentMethod).toBe('bacs');
    expect(requests).toEqual([]);
  });

  it('given a bitcoin payment, the shown bitcoin discount is the server fee and adds up', async () => {
    const store = await storeWithCart();
    await store.setPaymentMethod('btcpaygf_default');
    const { totals } = store.getSnapshot();
    expect(totals.bitcoinDiscount).toBeGreaterThan(0);
    expect(
      totals.subtotal - totals.discount + totals.shipping - totals.bitcoinDiscount,
    ).toBeCloseTo(totals.total, 2);
  });
});
