import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { storeInvariantProblems } from './invariants';
import { loadSummary, ordersNotAsConfirmed } from './load-report';
import { cartsNotAsLeft, runLoad } from './load-run';
import { makeStockScarce } from './scarce-catalogue';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A commerce server in its own process (src/main.ts through tsx), as `pnpm dev` runs it. */
interface ServerProcess {
  child: ChildProcess;
  url: string;
}

function startServerProcess(databasePath: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_PATH: databasePath,
      JWT_SECRET: 'crash-safety-test',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}): ${output}`)),
    );
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('crash safety', () => {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-crash-'));
  const databasePath = join(directory, 'commerce.sqlite');
  const started: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of started) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(directory, { recursive: true, force: true });
  });

  it('given a server killed with SIGKILL in the middle of load, after a restart on the same database every confirmed order is intact, every cart is as its session left it and the database passes its integrity check', async () => {
    const setup = openDatabase(databasePath);
    seed(setup, Date.now());
    const catalogue = makeStockScarce(setup, 3);
    setup.close();

    const first = await startServerProcess(databasePath);
    started.push(first.child);
    const load = runLoad({ url: first.url, sessions: 8, durationMs: 15_000, catalogue });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    first.child.kill('SIGKILL');
    await exited(first.child);
    const report = await load;
    console.log(`before the kill: ${loadSummary(report)}`);
    expect(report.noAnswers.length).toBeGreaterThan(0);
    expect(report.orders.length).toBeGreaterThan(0);
    expect(report.serverErrors).toEqual([]);
    expect(report.unexpectedErrors).toEqual([]);
    expect(report.cartMismatches).toEqual([]);

    const second = await startServerProcess(databasePath);
    started.push(second.child);
    expect(await cartsNotAsLeft(second.url, report.outcomes)).toEqual([]);
    const db = openDatabase(databasePath);
    try {
      expect(ordersNotAsConfirmed(db, report)).toEqual([]);
      expect(storeInvariantProblems(db)).toEqual([]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  }, 30_000);
});
