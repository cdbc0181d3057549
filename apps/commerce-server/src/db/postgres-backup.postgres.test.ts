import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { postgresBinDir } from '../testing/postgres-binaries';
import { ADD_TO_CART, BILLING, CHECKOUT, SEEDED, Shopper } from '../testing/shopper';
import { emptyPostgresDatabase, freshDatabase } from '../testing/test-database';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'pg-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The README's commands, as an operator runs them (a client needs no server account). */
async function dump(url: string, file: string) {
  await run(join(postgresBinDir(), 'pg_dump'), ['--format=custom', `--file=${file}`, url]);
}
async function restore(file: string, url: string) {
  await run(join(postgresBinDir(), 'pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

describe('backup and restore with pg_dump and pg_restore', () => {
  it('given a shop with an order, a restored dump serves the order and takes new ones', async () => {
    const original = await startServer({ port: 0, ...(await freshDatabase()) });
    const shopper = new Shopper(original);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    const placed = await shopper.ok(CHECKOUT, {
      input: { paymentMethod: 'nowpayments', billing: BILLING, shipping: BILLING },
    });
    const file = join(folder, 'shop.dump');
    await dump(original.config.databaseUrl ?? '', file);
    await original.close();

    const target = await emptyPostgresDatabase();
    await restore(file, target);
    const restored = await startServer({ port: 0, databaseUrl: target });
    try {
      const orders = await restored.db.selectFrom('orders').select(['id', 'total']).execute();
      expect(orders).toEqual([
        {
          id: placed.checkout.order.databaseId,
          total: Number.parseFloat(placed.checkout.order.total.replace(/[^\d.]/g, '')),
        },
      ]);
      const next = new Shopper(restored);
      await next.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
      const second = await next.ok(CHECKOUT, {
        input: { paymentMethod: 'nowpayments', billing: BILLING, shipping: BILLING },
      });
      expect(second.checkout.order.databaseId).toBeGreaterThan(placed.checkout.order.databaseId);
    } finally {
      await restored.close();
    }
  });
});
