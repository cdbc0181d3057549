import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { ADD_TO_CART, BILLING, CHECKOUT, SEEDED, Shopper } from '../testing/shopper';
import { backupDatabase } from './backup';
import { openDatabase, sqliteConnection } from './database';

const run = promisify(execFile);
const ORDERS = 'SELECT id, order_key, total, status FROM orders ORDER BY id';

async function placeOrder(server: RunningServer): Promise<void> {
  const shopper = new Shopper(server);
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  await shopper.ok(CHECKOUT, { input: { billing: BILLING, paymentMethod: 'btcpaygf_default' } });
}

describe('hot backup of the database (pnpm backup <file>)', () => {
  let directory: string;
  let server: RunningServer;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'commerce-backup-'));
    server = await startServer({
      port: 0,
      databasePath: join(directory, 'live.sqlite'),
      // The writer checks out from one address with one e-mail for as long as the backup takes.
      orderLimits: {
        unpaidOrdersPerClient: 10_000,
        checkoutsPerClientPerHour: 10_000,
        checkoutsPerEmailPerHour: 10_000,
      },
    });
  });
  afterEach(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given a live database being written, the copy restores with every order placed before the backup and passes its integrity check', async () => {
    for (let n = 0; n < 5; n++) await placeOrder(server);
    const before = sqliteConnection(server.database).prepare(ORDERS).all();
    let writing = true;
    let placedDuring = 0;
    const writer = (async () => {
      while (writing) {
        await placeOrder(server);
        placedDuring++;
      }
    })();
    const copyPath = join(directory, 'copy.sqlite');
    const { pages } = await backupDatabase(join(directory, 'live.sqlite'), copyPath);
    writing = false;
    await writer;
    expect(pages).toBeGreaterThan(0);
    expect(placedDuring).toBeGreaterThan(0);

    const restored = openDatabase(copyPath);
    try {
      expect(restored.raw.pragma('integrity_check', { simple: true })).toBe('ok');
      const copied = restored.raw.prepare(ORDERS).all();
      expect(copied.slice(0, before.length)).toEqual(before);
      expect(copied.length).toBeLessThanOrEqual(
        sqliteConnection(server.database).prepare(ORDERS).all().length,
      );
    } finally {
      await restored.close();
    }
    const fromCopy = await startServer({ port: 0, databasePath: copyPath });
    try {
      const { cart } = await new Shopper(fromCopy).ok('{ cart { isEmpty } }');
      expect(cart.isEmpty).toBe(true);
      expect(
        sqliteConnection(fromCopy.database).prepare(ORDERS).all().slice(0, before.length),
      ).toEqual(before);
    } finally {
      await fromCopy.close();
    }
  });

  it('given an existing destination, it refuses and leaves the file alone', async () => {
    const live = join(directory, 'live.sqlite');
    await expect(backupDatabase(live, live)).rejects.toThrow(/already exists/);
    expect(sqliteConnection(server.database).pragma('integrity_check', { simple: true })).toBe(
      'ok',
    );
  });

  it('given the command with a relative file, it writes the copy where it was typed and reports it', async () => {
    await placeOrder(server);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '..', 'backup-cli.ts'), 'nightly.sqlite'],
      {
        env: { ...process.env, DATABASE_PATH: join(directory, 'live.sqlite'), INIT_CWD: directory },
      },
    );
    expect(stdout).toMatch(/integrity check ok/);
    const copy = openDatabase(join(directory, 'nightly.sqlite'));
    try {
      expect(copy.raw.prepare(ORDERS).all()).toEqual(
        sqliteConnection(server.database).prepare(ORDERS).all(),
      );
    } finally {
      await copy.close();
    }
  });
});
