import {
  BITCOIN_GATEWAY_ID,
  computeTotals,
  couponDiscount,
  couponSubtotal,
  formatEuro,
  MESSAGES,
  SERVER_MESSAGES,
} from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  BILLING,
  CHECKOUT,
  GET_CART,
  LOGIN,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';
import { editStoredSessions } from '../testing/stored-sessions';

const stockOf = async (server: RunningServer, id: number) =>
  (
    await server.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

const couponUses = async (server: RunningServer, code: string) =>
  (
    await server.db
      .selectFrom('coupons')
      .select('usage_count')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).usage_count;

const setStock = (server: RunningServer, id: number, units: number) =>
  server.db.updateTable('products').set({ stock_quantity: units }).where('id', '=', id).execute();

describe('checkout', () => {
  const shop = useTestShop();

  it('given a cart with a coupon, the insurance and bitcoin / the order totals equal computeTotals for the same cart, the coupon leaving the insurance whole', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 3 });
    await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.tesamorelin,
      quantity: 1,
      variationId: 5002,
    });
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.insurance, quantity: 1 });
    await shop.shopper.ok(APPLY_COUPON, { code: 'WELCOME10' });
    const lines = [
      { productId: SEEDED.bpc, price: 45, quantity: 3 },
      { productId: SEEDED.tesamorelin, price: 139, quantity: 1 },
      { productId: SEEDED.insurance, price: 4.99, quantity: 1 },
    ];
    const welcome = {
      discountType: 'PERCENT' as const,
      amount: 10,
      excludedProductIds: [SEEDED.insurance],
    };
    const discount = couponDiscount(welcome, couponSubtotal(welcome, lines));
    expect(discount).toBe(27.4);
    const expected = computeTotals({
      lines,
      couponDiscount: discount,
      paymentMethodId: 'btcpaygf_default',
    });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
    });
    expect(checkout.result).toBe('success');
    expect(checkout.order).toMatchObject({
      status: 'PENDING',
      subtotal: formatEuro(expected.subtotal),
      discountTotal: formatEuro(expected.discount),
      shippingTotal: formatEuro(expected.shipping),
      total: formatEuro(expected.total),
      paymentMethod: 'btcpaygf_default',
    });
    expect(checkout.order.lineItems.nodes).toHaveLength(3);
  });

  it('given a successful checkout, stock drops, coupon use is counted and the cart is empty', async () => {
    // One of Ipamorelin's 3: one address's unpaid orders may hold at most half of a product.
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 1 });
    await shop.shopper.ok(APPLY_COUPON, { code: 'ONCE5' });
    await shop.shopper.ok(CHECKOUT, { input: { billing: BILLING, paymentMethod: 'nowpayments' } });
    expect(await stockOf(shop.server, SEEDED.ipamorelin)).toBe(2);
    expect(await couponUses(shop.server, 'ONCE5')).toBe(1);
    expect((await shop.shopper.ok(GET_CART)).cart.isEmpty).toBe(true);
    const other = new Shopper(shop.server);
    await other.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await other.error(APPLY_COUPON, { code: 'ONCE5' })).toBe(
      'Coupon usage limit has been reached.',
    );
  });

  it('given no payment method or an unknown one, checkout is refused', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await shop.shopper.error(CHECKOUT, { input: { billing: BILLING } })).toBe(
      MESSAGES.paymentMethodRequired,
    );
    expect(
      await shop.shopper.error(CHECKOUT, { input: { billing: BILLING, paymentMethod: 'cod' } }),
    ).toMatch(/Invalid payment method/);
  });

  it('given an invalid billing address, checkout answers the domain validation message', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const answer = await shop.shopper.send(CHECKOUT, {
      input: { billing: { ...BILLING, postcode: '12345' }, paymentMethod: 'nowpayments' },
    });
    expect(answer.errors?.[0]?.message).toBe(`billing postcode: ${MESSAGES.invalidPostcode}`);
    const missing = await shop.shopper.send(CHECKOUT, {
      input: { billing: { ...BILLING, city: '' }, paymentMethod: 'nowpayments' },
    });
    expect(missing.errors?.[0]?.message).toBe(`billing.city: ${MESSAGES.fieldRequired}`);
  });

  it('given a guest who creates an account at checkout, the order belongs to the new customer and the placing session can still pay it', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: {
        billing: { ...BILLING, email: 'buyer@example.org' },
        paymentMethod: 'nowpayments',
        account: { username: 'buyer', password: 'buyer-password' },
      },
    });
    const { initiateCryptoPayment } = await shop.shopper.ok(
      'mutation ($orderId: Int!) { initiateCryptoPayment(input: { orderId: $orderId }) { success paymentUrl } }',
      { orderId: checkout.order.databaseId },
    );
    expect(initiateCryptoPayment.success).toBe(true);
    expect(
      await new Shopper(shop.server).error(
        'query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { total } }',
        { id: String(checkout.order.databaseId) },
      ),
    ).toMatch(/No order was found/);
    const customer = new Shopper(shop.server);
    const { login } = await customer.ok(LOGIN, { username: 'buyer', password: 'buyer-password' });
    customer.authToken = login.authToken;
    const { orders } = await customer.ok('{ orders { nodes { databaseId } } }');
    expect(orders.nodes).toEqual([{ databaseId: checkout.order.databaseId }]);
  });

  it("given a guest who creates an account at checkout without a password, the order is the new account's and the account is mailed its set-password link", async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: {
        billing: { ...BILLING, email: 'linkbuyer@example.org' },
        paymentMethod: 'nowpayments',
        account: { username: '', password: '' },
      },
    });
    const user = await shop.server.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'linkbuyer@example.org')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    const order = await shop.server.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', checkout.order.databaseId)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(user.id);
    const mails = await shop.server.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'linkbuyer@example.org')
      .execute();
    expect(mails.map((mail) => mail.subject).join(' ')).toMatch(/set your password/);
  });

  it('given an empty cart, checkout is refused', async () => {
    expect(
      await shop.shopper.error(CHECKOUT, {
        input: { billing: BILLING, paymentMethod: 'nowpayments' },
      }),
    ).toBe(MESSAGES.cartEmpty);
  });

  it('given no shipping method, the cart chosen one is used; an unknown one is refused', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(
      await shop.shopper.error(CHECKOUT, {
        input: {
          billing: BILLING,
          paymentMethod: 'nowpayments',
          shippingMethod: ['free_shipping:2'],
        },
      }),
    ).toMatch(/Invalid shipping method/);
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect(checkout.order.shippingTotal).toBe('€15.00');
  });

  it('given a stored pair of coupons one of which is for individual use, checkout refuses it', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    await editStoredSessions(shop.server.db, (data) => {
      data.coupons = ['SAVE20', 'SOLO15'];
    });
    expect(
      await shop.shopper.error(CHECKOUT, {
        input: { billing: BILLING, paymentMethod: BITCOIN_GATEWAY_ID },
      }),
    ).toBe(SERVER_MESSAGES.couponIndividualUseOnly('SOLO15'));
  });

  it('given a stored cart line over 999 (as cancelling an order could leave before), checkout refuses it with the range message and takes no stock', async () => {
    await setStock(shop.server, SEEDED.bpc, 5000);
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    await editStoredSessions(shop.server.db, (data) => {
      if (data.items[0]) data.items[0].quantity = 1998;
    });
    const stock = await stockOf(shop.server, SEEDED.bpc);
    expect(
      await shop.shopper.error(CHECKOUT, {
        input: { billing: BILLING, paymentMethod: BITCOIN_GATEWAY_ID },
      }),
    ).toBe(MESSAGES.quantityOutOfRange);
    expect(await stockOf(shop.server, SEEDED.bpc)).toBe(stock);
  });
});
