import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { ADD_TO_CART, BILLING, CHECKOUT, LOGIN, SEEDED, Shopper } from '../testing/shopper';
import { emptyPostgresDatabase } from '../testing/test-database';
import { copyToPostgres } from './copy-to-postgres';

const folder = mkdtempSync(join(tmpdir(), 'copy-to-postgres-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('copying a SQLite shop into PostgreSQL', () => {
  it('given a SQLite shop with a customer and an order, the PostgreSQL copy serves both and takes new orders', async () => {
    const databasePath = join(folder, 'shop.sqlite');
    const jwtSecret = 'c'.repeat(64);
    const before = await startServer({ port: 0, databasePath, jwtSecret });
    const buyer = new Shopper(before);
    await buyer.ok(
      'mutation { registerCustomer(input: { username: "moving", email: "moving@example.com", password: "Str0ng-pass-phrase" }) { authToken } }',
    );
    await buyer.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 3 });
    const placed = await buyer.ok(CHECKOUT, {
      input: { paymentMethod: 'nowpayments', billing: BILLING, shipping: BILLING },
    });
    await before.close();

    const target = await emptyPostgresDatabase();
    const copied = await copyToPostgres(databasePath, target);
    expect(copied).toMatchObject({ orders: 1, order_items: 1, users: 3 });
    await expect(copyToPostgres(databasePath, target)).rejects.toThrow(/already holds a shop/);

    const after = await startServer({ port: 0, databaseUrl: target, jwtSecret });
    try {
      const orders = await after.db.selectFrom('orders').select(['id', 'customer_id']).execute();
      expect(orders.map((order) => order.id)).toEqual([placed.checkout.order.databaseId]);
      const customer = new Shopper(after);
      const login = await customer.ok(LOGIN, {
        username: 'moving@example.com',
        password: 'Str0ng-pass-phrase',
      });
      customer.authToken = login.login.authToken;
      await customer.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
      const next = await customer.ok(CHECKOUT, {
        input: { paymentMethod: 'nowpayments', billing: BILLING, shipping: BILLING },
      });
      expect(next.checkout.order.databaseId).toBeGreaterThan(placed.checkout.order.databaseId);
    } finally {
      await after.close();
    }
  });
});
