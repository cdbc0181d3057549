import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { ADD_TO_CART, BILLING, CHECKOUT, SEEDED, Shopper } from '../testing/shopper';

const directory = mkdtempSync(join(tmpdir(), 'commerce-writer-'));
const databasePath = join(directory, 'shop.sqlite');

/** Another connection to the same file: a restock, a tool or a second process writing. */
let other: Database.Database | null = null;

// Another writer commits between the checkout's first read and its first write: the moment a
// deferred transaction cannot survive (SQLite answers SQLITE_BUSY_SNAPSHOT).
vi.mock('../store/orders', async (importOriginal) => {
  const original = await importOriginal<typeof import('../store/orders')>();
  return {
    ...original,
    insertOrder: (...args: Parameters<typeof original.insertOrder>) => {
      try {
        other
          ?.prepare('UPDATE products SET total_sales = total_sales + 1 WHERE id = ?')
          .run(SEEDED.bpc);
      } catch {
        // Refused while the checkout holds the write lock, as it should be.
      }
      return original.insertOrder(...args);
    },
  };
});

describe('checkout while another connection writes', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, databasePath });
    other = new Database(databasePath);
    other.pragma('busy_timeout = 0');
  });

  afterAll(async () => {
    other?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given another writer committing mid-checkout, the order is placed (the transaction takes the write lock first), never an internal error', async () => {
    const shopper = new Shopper(server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect(checkout.order.databaseId).toBeGreaterThan(0);
  });
});
