/**
 * The long load run (`pnpm soak`): 100 guest sessions shopping scarce stock for 60 s against a
 * server on loopback with a throwaway SQLite file, then every check of the short test in the test
 * command. SOAK_SESSIONS and SOAK_SECONDS change the size. Exits 1 when any check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server';
import { loadProblems, loadSummary } from './load-report';
import { cartsNotAsLeft, runLoad } from './load-run';
import { makeStockScarce, restockScarce } from './scarce-catalogue';

const sessions = Number(process.env.SOAK_SESSIONS ?? 100);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const directory = mkdtempSync(join(tmpdir(), 'commerce-soak-'));
const server = await startServer({ port: 0, databasePath: join(directory, 'soak.sqlite') });
let problems: string[] = [];
try {
  const catalogue = makeStockScarce(server.db, 3);
  console.log(`soak: ${sessions} sessions for ${seconds} s against ${server.url}`);
  const report = await runLoad({
    url: server.url,
    sessions,
    durationMs: seconds * 1000,
    catalogue,
    everySecond: () => restockScarce(server.db, catalogue, 2),
  });
  console.log(loadSummary(report));
  problems = [
    ...loadProblems(server.db, report),
    ...(await cartsNotAsLeft(server.url, report.outcomes)),
  ];
  if (report.orders.length === 0) problems.push('no checkout succeeded');
} finally {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
}
for (const problem of problems) console.error(`soak problem: ${problem}`);
console.log(
  problems.length === 0 ? 'soak: all checks passed' : `soak: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
