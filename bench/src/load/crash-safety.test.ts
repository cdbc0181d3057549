import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { openDatabase } from '@peptide/commerce-server';
import { seed, storeInvariantProblems } from '@peptide/commerce-server/tooling';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSummary, ordersNotAsConfirmed } from './load-report';
import { cartsNotAsLeft, runLoad } from './load-run';
import { makeStockScarce } from './scarce-catalogue';
import { type ServerProcess, startServerProcess } from './server-process';

/** How many orders the database holds. */
function ordersIn(database: ReturnType<typeof openDatabase>): number {
  return (database.raw.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
}

describe('crash safety', () => {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-crash-'));
  const databasePath = join(directory, 'commerce.sqlite');
  const started: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of started) await server.kill();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given a server killed with SIGKILL in the middle of load, after a restart on the same database every confirmed order is intact, every cart is as its session left it and the database passes its integrity check', async () => {
    const setup = openDatabase(databasePath);
    await seed(setup.db, Date.now());
    const catalogue = await makeStockScarce(setup.db, 3);
    await setup.close();

    const first = await startServerProcess(databasePath, 'build');
    started.push(first);
    // The kill comes once the load has confirmed orders, however fast the machine serves them: a
    // second connection watches the orders table while the shoppers keep going.
    const watcher = openDatabase(databasePath);
    const ordersBefore = ordersIn(watcher);
    let settled = false;
    const load = runLoad({ url: first.url, sessions: 8, durationMs: 30_000, catalogue });
    const settle = () => {
      settled = true;
    };
    load.then(settle, settle);
    while (!settled && ordersIn(watcher) < ordersBefore + 3) await delay(100);
    await watcher.close();
    await first.kill();
    const report = await load;
    console.log(`before the kill: ${loadSummary(report)}`);
    expect(report.noAnswers.length).toBeGreaterThan(0);
    expect(report.orders.length).toBeGreaterThan(0);
    expect(report.serverErrors).toEqual([]);
    expect(report.unexpectedErrors).toEqual([]);
    expect(report.cartMismatches).toEqual([]);

    const second = await startServerProcess(databasePath, 'build');
    started.push(second);
    expect(await cartsNotAsLeft(second.url, report.outcomes)).toEqual([]);
    const database = openDatabase(databasePath);
    try {
      expect(await ordersNotAsConfirmed(database.db, report)).toEqual([]);
      expect(await storeInvariantProblems(database.db)).toEqual([]);
      expect(database.raw.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await database.close();
    }
  }, 60_000);
});
