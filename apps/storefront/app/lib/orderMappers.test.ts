import { BITCOIN_GATEWAY_ID, MESSAGES, round2 } from '@peptide/domain';
import {
  AddToCartDocument,
  ApplyCouponToCartDocument,
  CheckoutDocument,
  cartLinesFromCart,
  createCommerceClient,
  GetOrderDocument,
  GetProductBySlugDocument,
  memoryStorage,
  SetPaymentMethodDocument,
} from '@peptide/sdk';
import { BILLING as billing } from '@peptide/test-support/client';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { toCartLineItem } from './cartMappers';
import { toOrderView } from './orderMappers';

const server = commerceServerPerFile();

/** A guest's order of two BPC-157 5mg (€90) with a coupon and bitcoin, read back as placed. */
async function placedOrder() {
  const client = createCommerceClient({ endpoint: server.endpoint, storage: memoryStorage() });
  const found = await client.query(GetProductBySlugDocument, { slug: 'bpc-157-5mg' }).toPromise();
  const productId = found.data?.product?.databaseId ?? 0;
  const added = await client.mutation(AddToCartDocument, { productId, quantity: 2 }).toPromise();
  const cart = added.data?.addToCart?.cart ?? null;
  await client.mutation(ApplyCouponToCartDocument, { couponCode: 'WELCOME10' }).toPromise();
  await client
    .mutation(SetPaymentMethodDocument, { paymentMethod: BITCOIN_GATEWAY_ID })
    .toPromise();
  const placed = await client
    .mutation(CheckoutDocument, {
      input: { billing, shipping: billing, paymentMethod: BITCOIN_GATEWAY_ID },
    })
    .toPromise();
  const id = String(placed.data?.checkout?.order?.databaseId);
  const order = (await client.query(GetOrderDocument, { id }).toPromise()).data?.order;
  if (!order || !cart) throw new Error('the order was not placed');
  return { order, cart };
}

describe('the order and cart mappers against the commerce server', () => {
  it('given an order with a coupon and bitcoin, its view explains the total', async () => {
    const { order } = await placedOrder();
    const view = toOrderView(order);
    const deducted = (view.deductions ?? []).reduce((sum, line) => sum + line.amount, 0);
    expect(view.deductions?.map((line) => line.label)).toEqual([
      'Discount (Coupon) WELCOME10',
      'Bitcoin discount (10%)',
    ]);
    expect(round2((view.subtotal ?? 0) - deducted + (view.shippingTotal ?? 0))).toBe(view.total);
    expect(view.subtotal).toBe(90);
    expect(view.lines).toEqual([
      expect.objectContaining({ name: 'BPC-157 5mg', quantity: 2, total: 90 }),
    ]);
    expect(view.billing?.email).toBe('ada@example.com');
  });

  it('given an order awaiting payment, its payment block names the shipping method and links the payment page the session has', async () => {
    const { order } = await placedOrder();
    expect(order.status).toBe('PENDING');
    const view = toOrderView(order, { paymentUrl: 'http://pay.test/pay/1?key=k' });
    expect(view.payment).toMatchObject({
      shippingMethod: MESSAGES.shippingFlatLabel,
      status: MESSAGES.orderStatusPending,
      nextSteps: MESSAGES.nextStepsAwaitingPayment,
      paymentUrl: 'http://pay.test/pay/1?key=k',
    });
    expect(toOrderView(order).payment?.paymentUrl).toBeNull();
    const paid = toOrderView(
      { ...order, status: 'PROCESSING' },
      { paymentUrl: 'http://pay.test/pay/1?key=k' },
    );
    expect(paid.payment?.paymentUrl).toBeNull();
  });

  it('given a server cart, each line maps to a cart line with its product page', async () => {
    const { cart } = await placedOrder();
    const [line] = cartLinesFromCart(cart, '/placeholder.svg').map(toCartLineItem);
    expect(line).toMatchObject({ name: 'BPC-157 5mg', href: '/product/bpc-157-5mg', quantity: 2 });
    expect(line?.price).toBe(45);
  });
});
