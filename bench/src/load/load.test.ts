import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '@peptide/commerce-server';
import { startServer } from '@peptide/commerce-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProblems, loadSummary } from './load-report';
import { cartsNotAsLeft, runLoad } from './load-run';
import { type LoadCatalogue, makeStockScarce, restockScarce } from './scarce-catalogue';

describe('the shop under load', () => {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-load-'));
  let server: RunningServer;
  let catalogue: LoadCatalogue;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      databasePath: join(directory, 'load.sqlite'),
      // Every shopper checks out again and again from 127.0.0.1 with one e-mail address.
      orderLimits: {
        unpaidOrdersPerSession: 1_000_000,
        unpaidOrdersPerClient: 1_000_000,
        unpaidUnitsPerSession: 1_000_000,
        unpaidUnitsPerClient: 1_000_000,
        // ... and takes the last units of scarce stock, which one address may not hold unpaid.
        unpaidPercentOfStock: 100,
        checkoutsPerSessionPerHour: 1_000_000,
        checkoutsPerClientPerHour: 1_000_000,
        checkoutsPerEmailPerHour: 1_000_000,
        orderEmailsPerRecipientPerHour: 1_000_000,
      },
    });
    catalogue = await makeStockScarce(server.db, 3);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given 10 guest sessions shopping scarce stock for 3 s (longer until they saw an order and a stock refusal), nothing fails, oversells or leaks between carts, and every order adds up', async () => {
    const report = await runLoad({
      url: server.url,
      sessions: 10,
      durationMs: 3_000,
      // A machine busy with other work may need longer to reach an order and a refusal.
      enough: (seen) =>
        seen.orders.length > 0 && seen.stockRefusedCheckouts + seen.stockRefusedChanges > 0,
      maxDurationMs: 20_000,
      catalogue,
      everySecond: () => restockScarce(server.db, catalogue),
    });
    console.log(loadSummary(report));
    expect(await loadProblems(server.db, report)).toEqual([]);
    expect(await cartsNotAsLeft(server.url, report.outcomes)).toEqual([]);
    expect(report.orders.length).toBeGreaterThan(0);
    expect(report.stockRefusedCheckouts + report.stockRefusedChanges).toBeGreaterThan(0);
  }, 60_000);
});
