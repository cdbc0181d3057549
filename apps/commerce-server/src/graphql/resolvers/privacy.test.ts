import { encodeGlobalId, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  GET_CART,
  LOGIN,
  REGISTER,
  REMOVE_ITEM,
  SEEDED,
  Shopper,
  UPDATE_QUANTITY,
  useTestShop,
} from '../../testing/shopper';

const CUSTOMER_BY_ID = `query ($id: ID, $customerId: Int) {
  customer(id: $id, customerId: $customerId) { email billing { city } shipping { city } }
}`;
const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { email } } }`;
const ORDER = `query ($id: ID!, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { databaseId total } }`;
const INITIATE = `mutation ($orderId: Int!) {
  bitcoin: initiateBitcoinPayment(input: { orderId: $orderId }) { success paymentUrl }
  crypto: initiateCryptoPayment(input: { orderId: $orderId }) { success paymentUrl }
}`;

/** A registered, logged-in customer with a billing city, a cart line and one order. */
async function customer(server: RunningServer, email: string, city: string) {
  const shopper = new Shopper(server);
  const { registerCustomer } = await shopper.ok(REGISTER, { email, password: 'password-one' });
  shopper.authToken = registerCustomer.authToken;
  await shopper.ok(UPDATE_CUSTOMER, { input: { billing: { ...BILLING, email, city } } });
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  const { checkout } = await shopper.ok(CHECKOUT, {
    input: { billing: { ...BILLING, email, city }, paymentMethod: 'btcpaygf_default' },
  });
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
  const { id: userId } = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    shopper,
    userId,
    order: checkout.order as { databaseId: number; orderKey: string; total: string },
  };
}

const cartLines = async (shopper: Shopper) =>
  (
    (await shopper.ok(GET_CART)).cart.contents.nodes as {
      key: string;
      quantity: number;
      product: { node: { databaseId: number } };
    }[]
  ).map((line) => `${line.product.node.databaseId}×${line.quantity}`);

describe('one customer’s data stays theirs', () => {
  const shop = useTestShop();

  it('given another customer’s id, their account and addresses can be neither read nor changed', async () => {
    const alice = await customer(shop.server, 'alice@example.org', 'Aliceville');
    const bob = await customer(shop.server, 'bob@example.org', 'Bobtown');
    const bobGlobalId = encodeGlobalId('customer', bob.userId);
    for (const variables of [{ id: bobGlobalId }, { customerId: bob.userId }]) {
      expect(await alice.shopper.error(CUSTOMER_BY_ID, variables)).toBe(
        SERVER_MESSAGES.customerViewForbidden,
      );
      expect(await new Shopper(shop.server).error(CUSTOMER_BY_ID, variables)).toBe(
        SERVER_MESSAGES.customerViewForbidden,
      );
    }
    expect(
      await alice.shopper.error(UPDATE_CUSTOMER, {
        input: { id: bobGlobalId, email: 'mallory@example.org', billing: { city: 'Hacked' } },
      }),
    ).toBe(SERVER_MESSAGES.customerUpdateForbidden);
    expect((await bob.shopper.ok(CUSTOMER_BY_ID)).customer).toMatchObject({
      email: 'bob@example.org',
      billing: { city: 'Bobtown' },
    });
    expect((await alice.shopper.ok(CUSTOMER_BY_ID)).customer.billing.city).toBe('Aliceville');
  });

  it('given another customer’s order, it is not found by database id, global id or order key, and its payment cannot be started', async () => {
    const alice = await customer(shop.server, 'alice@example.org', 'Aliceville');
    const bob = await customer(shop.server, 'bob@example.org', 'Bobtown');
    const id = bob.order.databaseId;
    for (const variables of [
      { id: String(id), idType: 'DATABASE_ID' },
      { id: bob.order.orderKey, idType: 'ORDER_KEY' },
      { id: encodeGlobalId('order', id), idType: 'ID' },
      { id: encodeGlobalId('order', id) },
    ]) {
      expect(await alice.shopper.error(ORDER, variables)).toBe(SERVER_MESSAGES.orderNotFound);
      expect(await new Shopper(shop.server).error(ORDER, variables)).toBe(
        SERVER_MESSAGES.orderNotFound,
      );
    }
    expect(await alice.shopper.ok(INITIATE, { orderId: id })).toEqual({
      bitcoin: { success: false, paymentUrl: null },
      crypto: { success: false, paymentUrl: null },
    });
    expect(
      (await bob.shopper.ok(ORDER, { id: String(id), idType: 'DATABASE_ID' })).order.total,
    ).toBe(bob.order.total);
  });

  it('given one order’s key, the payment page and confirm of another order refuse it', async () => {
    const alice = await customer(shop.server, 'alice@example.org', 'Aliceville');
    const bob = await customer(shop.server, 'bob@example.org', 'Bobtown');
    const page = (id: number, key: string) =>
      fetch(`${shop.server.origin}/pay/${id}?key=${encodeURIComponent(key)}`);
    const last = bob.order.orderKey.at(-1) === 'A' ? 'B' : 'A';
    const nearMiss = `${bob.order.orderKey.slice(0, -1)}${last}`;
    expect((await page(bob.order.databaseId, alice.order.orderKey)).status).toBe(404);
    expect((await page(bob.order.databaseId, nearMiss)).status).toBe(404);
    expect((await page(bob.order.databaseId, bob.order.orderKey.toUpperCase())).status).toBe(404);
    expect((await page(bob.order.databaseId, bob.order.orderKey)).status).toBe(200);
    const confirm = await fetch(`${shop.server.origin}/pay/${bob.order.databaseId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: alice.order.orderKey }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(404);
    expect(
      await shop.server.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', bob.order.databaseId)
        .executeTakeFirst(),
    ).toEqual({ status: 'PENDING' });
  });

  it('given a customer’s cart session token presented by someone else, without or with their own login, it shows and changes nothing of that cart', async () => {
    const bob = new Shopper(shop.server);
    await bob.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
    await bob.ok(REGISTER, { email: 'bob@example.org', password: 'password-one' });
    bob.authToken = (
      await bob.ok(LOGIN, { username: 'bob@example.org', password: 'password-one' })
    ).login.authToken;
    expect(await cartLines(bob)).toEqual([`${SEEDED.semax}×2`]);
    const bobsKey = (await bob.ok(GET_CART)).cart.contents.nodes[0].key as string;

    const thief = new Shopper(shop.server);
    thief.sessionToken = bob.sessionToken;
    expect((await thief.ok(GET_CART)).cart.isEmpty).toBe(true);
    thief.sessionToken = bob.sessionToken;
    expect(await thief.error(REMOVE_ITEM, { key: bobsKey })).toBe(
      SERVER_MESSAGES.cartItemNotFound(bobsKey),
    );

    const alice = new Shopper(shop.server);
    alice.authToken = (
      await alice.ok(REGISTER, { email: 'alice@example.org', password: 'password-one' })
    ).registerCustomer.authToken;
    alice.sessionToken = bob.sessionToken;
    expect((await alice.ok(GET_CART)).cart.isEmpty).toBe(true);
    expect(await alice.error(UPDATE_QUANTITY, { key: bobsKey, quantity: 1 })).toBe(
      SERVER_MESSAGES.cartItemNotFound(bobsKey),
    );
    await alice.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await cartLines(alice)).toEqual([`${SEEDED.bpc}×1`]);
    expect(await cartLines(bob)).toEqual([`${SEEDED.semax}×2`]);
  });

  it('given the same product in two guests’ carts (so the same line key), one guest’s changes leave the other’s line alone', async () => {
    const first = new Shopper(shop.server);
    const second = new Shopper(shop.server);
    await first.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 3 });
    await second.ok(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 1 });
    const key = (await first.ok(GET_CART)).cart.contents.nodes[0].key as string;
    expect(await second.error(UPDATE_QUANTITY, { key, quantity: 1 })).toBe(
      SERVER_MESSAGES.cartItemNotFound(key),
    );
    expect(await second.error(REMOVE_ITEM, { key })).toBe(SERVER_MESSAGES.cartItemNotFound(key));
    await second.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    await second.ok(REMOVE_ITEM, { key });
    expect(await cartLines(first)).toEqual([`${SEEDED.bpc}×3`]);
    expect(await cartLines(second)).toEqual([`${SEEDED.ipamorelin}×1`]);
  });
});
