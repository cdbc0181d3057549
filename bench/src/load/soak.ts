/**
 * The long load run (`pnpm soak`): 100 guest sessions shopping scarce stock for 60 s against a
 * commerce server in its own process on loopback, with a throwaway SQLite file, then every check
 * of the short test in the test command. The server runs apart from the shoppers so their work
 * does not stall its event loop (in one process the latency tail is several times longer).
 * SOAK_SESSIONS and SOAK_SECONDS change the size. Exits 1 when any check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@peptide/commerce-server';
import { seed } from '@peptide/commerce-server/tooling';
import { loadProblems, loadSummary } from './load-report';
import { cartsNotAsLeft, runLoad } from './load-run';
import { makeStockScarce, restockScarce } from './scarce-catalogue';
import { startServerProcess } from './server-process';

const sessions = Number(process.env.SOAK_SESSIONS ?? 100);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const directory = mkdtempSync(join(tmpdir(), 'commerce-soak-'));
const databasePath = join(directory, 'soak.sqlite');
// A second connection to the server's database: it restocks during the run and checks after.
const database = openDatabase(databasePath);
const { db } = database;
await seed(db, Date.now());
const catalogue = await makeStockScarce(db, 3);
const server = await startServerProcess(databasePath);
const problems: string[] = [];
try {
  console.log(`soak: ${sessions} sessions for ${seconds} s against ${server.url}`);
  const report = await runLoad({
    url: server.url,
    sessions,
    durationMs: seconds * 1000,
    catalogue,
    everySecond: () => restockScarce(db, catalogue, 2),
  });
  console.log(loadSummary(report));
  problems.push(...(await cartsNotAsLeft(server.url, report.outcomes)));
  await server.stop();
  problems.push(...(await loadProblems(db, report)));
  if (report.orders.length === 0) problems.push('no checkout succeeded');
} finally {
  await server.kill();
  await database.close();
  rmSync(directory, { recursive: true, force: true });
}
for (const problem of problems) console.error(`soak problem: ${problem}`);
console.log(
  problems.length === 0 ? 'soak: all checks passed' : `soak: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
