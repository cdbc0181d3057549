import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART,
  BILLING,
  REGISTER,
  SEEDED,
  Shopper,
  useTestShop,
} from '../../testing/shopper';

/** WooGraphQL 1.0.3's checkout with the order's source, as a headless storefront names itself. */
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId createdVia } }
}`;
/** An order page as WooGraphQL storefronts ask for it: the order, its customer, its downloads. */
const ORDER = `query GetOrder($id: ID!) {
  order(id: $id, idType: DATABASE_ID) {
    databaseId
    status
    needsPayment
    needsProcessing
    createdVia
    customer { id databaseId email billing { firstName city } }
    downloadableItems { nodes { downloadId name url accessExpires downloadsRemaining } pageInfo { hasNextPage } }
  }
}`;
/** The account's order list, with each order's customer. */
const MY_ORDERS = `{ customer { orders { nodes { databaseId needsProcessing customer { email } } } } }`;

describe('WooGraphQL storefronts reading orders', () => {
  const shop = useTestShop();

  it("given a customer's order, it answers needsProcessing, createdVia, its customer and no downloads", async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'ada@example.org',
      password: 'password-one',
    });
    const owner = new Shopper(shop.server);
    owner.authToken = registerCustomer.authToken;
    await owner.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await owner.ok(CHECKOUT, {
      input: {
        billing: { ...BILLING, email: 'ada@example.org' },
        paymentMethod: 'btcpaygf_default',
        createdVia: 'headless-storefront',
      },
    });
    expect(checkout.order.createdVia).toBe('headless-storefront');
    const { order } = await owner.ok(ORDER, { id: String(checkout.order.databaseId) });
    expect(order).toEqual({
      databaseId: checkout.order.databaseId,
      status: 'PENDING',
      needsPayment: true,
      needsProcessing: true,
      createdVia: 'headless-storefront',
      customer: {
        id: registerCustomer.customer.id,
        databaseId: expect.any(Number),
        email: 'ada@example.org',
        billing: { firstName: 'Ada', city: 'London' },
      },
      downloadableItems: { nodes: [], pageInfo: { hasNextPage: false } },
    });
    expect((await owner.ok(MY_ORDERS)).customer.orders.nodes).toEqual([
      {
        databaseId: checkout.order.databaseId,
        needsProcessing: true,
        customer: { email: 'ada@example.org' },
      },
    ]);
  });

  it('given a guest order, it was created via the checkout and has no customer to answer', async () => {
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await guest.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect(checkout.order.createdVia).toBe('checkout');
    const { order } = await guest.ok(ORDER, { id: String(checkout.order.databaseId) });
    expect(order).toMatchObject({ needsProcessing: true, createdVia: 'checkout', customer: null });
  });

  it('given a guest who created an account at checkout, the order answers no customer until the account logs in', async () => {
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await guest.ok(CHECKOUT, {
      input: {
        billing: { ...BILLING, email: 'new@example.org' },
        paymentMethod: 'nowpayments',
        account: { username: 'newbie', password: 'password-one' },
      },
    });
    const id = String(checkout.order.databaseId);
    expect((await guest.ok(ORDER, { id })).order.customer).toBeNull();
    const { login } = await guest.ok(
      'mutation { login(input: { username: "newbie", password: "password-one" }) { authToken } }',
    );
    guest.authToken = login.authToken;
    expect((await guest.ok(ORDER, { id })).order.customer).toMatchObject({
      email: 'new@example.org',
    });
  });

  it('given an overlong createdVia, checkout refuses it', async () => {
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(
      await guest.error(CHECKOUT, {
        input: { billing: BILLING, paymentMethod: 'nowpayments', createdVia: 'x'.repeat(201) },
      }),
    ).toMatch(/createdVia is too long/);
  });
});
