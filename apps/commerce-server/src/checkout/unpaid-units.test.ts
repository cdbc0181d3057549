import { SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLimits } from '../config';
import type { RunningServer } from '../server';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  GET_CART,
  type GraphQLAnswer,
  REMOVE_ITEM,
  SEEDED,
  Shopper,
  UPDATE_QUANTITY,
} from '../testing/shopper';
import { startServer } from '../testing/test-server';

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A shop with its own limits (the others at their defaults). */
async function shopWith(orderLimits: Partial<OrderLimits> = {}) {
  const server = await startServer({ port: 0, storefrontUrl: 'http://shop.test', orderLimits });
  servers.push(server);
  return server;
}

const INPUT = { input: { billing: BILLING, paymentMethod: 'btcpaygf_default' } };

const placed = (answer: GraphQLAnswer) => answer.data?.checkout?.order;
const refusal = (answer: GraphQLAnswer) => answer.errors?.[0]?.message;

/** A product, or a variation of one, that counts its stock. */
interface StockItem {
  productId: number;
  variationId: number | null;
  name: string;
  stock: number;
}

/** Every product and variation in stock that counts its stock, the scarcest first. */
async function itemsInStock(server: RunningServer): Promise<StockItem[]> {
  const products = await server.db
    .selectFrom('products')
    .select(['id', 'name', 'stock_quantity'])
    .where('manage_stock', '=', 1)
    .where('stock_quantity', '>', 0)
    .execute();
  const variations = await server.db
    .selectFrom('variations')
    .select(['id', 'parent_id', 'name', 'stock_quantity'])
    .where('manage_stock', '=', 1)
    .where('stock_quantity', '>', 0)
    .execute();
  return [
    ...products.map((row) => ({
      productId: row.id,
      variationId: null,
      name: row.name,
      stock: row.stock_quantity ?? 0,
    })),
    ...variations.map((row) => ({
      productId: row.parent_id,
      variationId: row.id,
      name: row.name,
      stock: row.stock_quantity ?? 0,
    })),
  ].sort((a, b) => a.stock - b.stock);
}

async function stockOf(server: RunningServer, item: Omit<StockItem, 'name' | 'stock'>) {
  const row = await server.db
    .selectFrom(item.variationId == null ? 'products' : 'variations')
    .select('stock_quantity')
    .where('id', '=', item.variationId ?? item.productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity ?? 0;
}

const inStockProducts = async (server: RunningServer) =>
  (
    await server.db
      .selectFrom('products')
      .select('id')
      .where('stock_status', '=', 'IN_STOCK')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

async function productNamed(server: RunningServer, name: string) {
  return server.db
    .selectFrom('products')
    .select(['id', 'stock_quantity'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

/** A shopper from `from` who puts `quantity` of a product in a new cart and checks out. */
async function order(server: RunningServer, from: string, productId: number, quantity: number) {
  const shopper = new Shopper(server, from);
  await shopper.ok(ADD_TO_CART, { productId, quantity });
  return shopper.send(CHECKOUT, INPUT);
}

/** Pays an order through the payment simulator, as the shopper's browser does. */
async function pay(server: RunningServer, order: { databaseId: number; orderKey: string }) {
  const answer = await fetch(`${server.origin}/pay/${order.databaseId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: order.orderKey }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

describe('the attack of issue 50: one address checks out the whole catalogue and never pays', () => {
  it('given the default bounds and as many orders and tries as it likes, one address leaves every product in stock and buyable by another', async () => {
    const server = await shopWith({
      // Neither the count of unpaid orders nor of checkouts stops it: the units and share do.
      unpaidOrdersPerSession: 1_000,
      unpaidOrdersPerClient: 1_000,
      checkoutsPerSessionPerHour: 1_000,
      checkoutsPerClientPerHour: 1_000,
      checkoutsPerEmailPerHour: 1_000,
    });
    const items = await itemsInStock(server);
    const productsBefore = await inStockProducts(server);

    // The carts: every in-stock unit, 999 to an order.
    const hoarder = new Shopper(server, '127.0.0.20');
    let room = 999;
    for (const item of items) {
      const quantity = Math.min(item.stock, room);
      if (quantity === 0) break;
      await hoarder.ok(ADD_TO_CART, { ...item, quantity });
      room -= quantity;
    }
    expect(refusal(await hoarder.send(CHECKOUT, INPUT))).toBe(
      SERVER_MESSAGES.tooManyUnpaidUnits(200),
    );

    // Then each product alone, all of its stock, half as much after each refusal, from one
    // session after another.
    const sessions = Array.from({ length: 4 }, () => new Shopper(server, '127.0.0.20'));
    let held = 0;
    for (const [turn, item] of items.entries()) {
      const shopper = sessions[turn % sessions.length] as Shopper;
      let quantity = item.stock;
      const { addToCart } = await shopper.ok(ADD_TO_CART, { ...item, quantity });
      const key = addToCart.cart.contents.nodes[0].key;
      for (; quantity >= 1; quantity = Math.floor(quantity / 2)) {
        if (quantity < item.stock) await shopper.ok(UPDATE_QUANTITY, { key, quantity });
        if (placed(await shopper.send(CHECKOUT, INPUT))) break;
      }
      held += quantity;
      if (quantity === 0) await shopper.ok(REMOVE_ITEM, { key });
    }
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(400);

    // A last unit goes to whoever orders it first; of 2 or more, one address leaves half.
    for (const item of items.filter(({ stock }) => stock >= 2)) {
      expect(await stockOf(server, item)).toBeGreaterThanOrEqual(Math.ceil(item.stock / 2));
    }
    expect(await inStockProducts(server)).toEqual(productsBefore);
    const other = new Shopper(server, '127.0.0.21');
    let lines = 0;
    for (const item of items) {
      if ((await stockOf(server, item)) === 0) continue;
      await other.ok(ADD_TO_CART, { ...item, quantity: 1 });
      lines++;
    }
    expect(lines).toBeGreaterThanOrEqual(productsBefore.length - 1);
    const bought = await other.send(CHECKOUT, INPUT);
    expect(placed(bought)?.lineItems.nodes).toHaveLength(lines);
    // Some 400 requests one after another: 3 s alone, and past the suite's 120 s twice on
    // PostgreSQL in a fresh-clone CI where the browser suites share the machine's two cores.
  }, 600_000);
});

describe('units one holder may keep unpaid', () => {
  it('given 10 units a session, an order that would take the session past them is refused until one is paid', async () => {
    const server = await shopWith({ unpaidUnitsPerSession: 10 });
    const shopper = new Shopper(server, '127.0.0.22');
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 6 });
    const first = placed(await shopper.send(CHECKOUT, INPUT));
    expect(first).toBeTruthy();

    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 5 });
    const refused = await shopper.send(CHECKOUT, INPUT);
    expect(refusal(refused)).toBe(SERVER_MESSAGES.tooManyUnpaidUnits(10));
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await shopper.ok(GET_CART)).cart.contents.itemCount).toBe(5);

    // A paid order holds nothing unpaid.
    await pay(server, first);
    expect(placed(await shopper.send(CHECKOUT, INPUT))).toBeTruthy();
  });

  it('given 10 units a client address, its sessions together are refused past them while another address still orders', async () => {
    const server = await shopWith({ unpaidUnitsPerClient: 10 });
    expect(placed(await order(server, '127.0.0.23', SEEDED.bpc, 6))).toBeTruthy();
    expect(placed(await order(server, '127.0.0.23', SEEDED.bpc, 4))).toBeTruthy();
    expect(refusal(await order(server, '127.0.0.23', SEEDED.bpc, 1))).toBe(
      SERVER_MESSAGES.tooManyUnpaidUnitsFromNetwork(10),
    );
    expect(placed(await order(server, '127.0.0.24', SEEDED.bpc, 6))).toBeTruthy();
  });

  it('given half of a product a client address, it may hold 1 of 3 unpaid, another address takes the next, and a paid one frees the share', async () => {
    const server = await shopWith();
    const ipamorelin = 'Ipamorelin 5mg';
    expect(refusal(await order(server, '127.0.0.25', SEEDED.ipamorelin, 2))).toBe(
      SERVER_MESSAGES.tooManyUnpaidOfProduct(ipamorelin, 1),
    );
    const first = placed(await order(server, '127.0.0.25', SEEDED.ipamorelin, 1));
    expect(first).toBeTruthy();
    expect(refusal(await order(server, '127.0.0.25', SEEDED.ipamorelin, 1))).toBe(
      SERVER_MESSAGES.tooManyUnpaidOfProduct(ipamorelin, 1),
    );
    expect(placed(await order(server, '127.0.0.26', SEEDED.ipamorelin, 1))).toBeTruthy();

    await pay(server, first);
    expect(placed(await order(server, '127.0.0.25', SEEDED.ipamorelin, 1))).toBeTruthy();
    expect(await stockOf(server, { productId: SEEDED.ipamorelin, variationId: null })).toBe(0);
  });

  it('given a line the stock cannot serve, the refusal says what is left rather than the share', async () => {
    const server = await shopWith();
    const shopper = new Shopper(server, '127.0.0.27');
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
    await server.db
      .updateTable('products')
      .set({ stock_quantity: 1 })
      .where('id', '=', SEEDED.semax)
      .execute();
    expect(refusal(await shopper.send(CHECKOUT, INPUT))).toBe(
      SERVER_MESSAGES.notEnoughStock('Semax 10mg', 1),
    );
  });
});

describe('checkouts of one address at the same moment', () => {
  it('given 10 units a client address and six sessions of it checking out 3 each at once, exactly 3 orders are placed', async () => {
    const server = await shopWith({ unpaidUnitsPerClient: 10 });
    const shoppers = Array.from({ length: 6 }, () => new Shopper(server, '127.0.0.28'));
    for (const shopper of shoppers) {
      await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 3 });
    }
    const answers = await Promise.all(shoppers.map((shopper) => shopper.send(CHECKOUT, INPUT)));
    expect(answers.filter(placed)).toHaveLength(3);
    expect(answers.map(refusal).filter(Boolean)).toEqual(
      Array(3).fill(SERVER_MESSAGES.tooManyUnpaidUnitsFromNetwork(10)),
    );
    expect(await stockOf(server, { productId: SEEDED.bpc, variationId: null })).toBe(120 - 9);
  });

  it('given half of 10 units a client address and six sessions of it checking out 2 each at once, exactly 2 orders are placed and 6 units are left', async () => {
    const server = await shopWith();
    await server.db
      .updateTable('products')
      .set({ stock_quantity: 10 })
      .where('id', '=', SEEDED.semax)
      .execute();
    const shoppers = Array.from({ length: 6 }, () => new Shopper(server, '127.0.0.29'));
    for (const shopper of shoppers) {
      await shopper.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
    }
    const answers = await Promise.all(shoppers.map((shopper) => shopper.send(CHECKOUT, INPUT)));
    expect(answers.filter(placed)).toHaveLength(2);
    expect(answers.map(refusal).filter(Boolean)).toEqual(
      Array(4).fill(SERVER_MESSAGES.tooManyUnpaidOfProduct('Semax 10mg', 5)),
    );
    expect(await stockOf(server, { productId: SEEDED.semax, variationId: null })).toBe(6);
  });
});

describe('a real bulk order', () => {
  it('given the default bounds, 100 units of a product with 500 in stock are placed and paid, the stock is taken, and the next 100 can be ordered', async () => {
    const server = await shopWith();
    const water = await productNamed(server, 'BAC Water 3ml');
    expect(water.stock_quantity).toBe(500);
    const shopper = new Shopper(server, '127.0.0.30');
    await shopper.ok(ADD_TO_CART, { productId: water.id, quantity: 100 });
    const bulk = placed(await shopper.send(CHECKOUT, INPUT));
    expect(bulk?.lineItems.nodes).toEqual([
      expect.objectContaining({ productId: water.id, quantity: 100 }),
    ]);

    await pay(server, bulk);
    const status = await server.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', bulk.databaseId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('PROCESSING');
    expect(await stockOf(server, { productId: water.id, variationId: null })).toBe(400);

    await shopper.ok(ADD_TO_CART, { productId: water.id, quantity: 100 });
    expect(placed(await shopper.send(CHECKOUT, INPUT))).toBeTruthy();
    expect(await stockOf(server, { productId: water.id, variationId: null })).toBe(300);
  });
});
