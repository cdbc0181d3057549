#!/usr/bin/env node
// Runs `turbo run <args> --summarize`, then prints one row per task: package, task, seconds,
// cache status and the test counts its runners reported, so a slow package shows at a glance.
// Exits with turbo's own code.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');

/** Every run summary turbo has written, by name. */
function summaries() {
  try {
    return new Set(readdirSync(runs).filter((name) => name.endsWith('.json')));
  } catch {
    return new Set();
  }
}

/**
 * The totals a task's runners printed: vitest's `Tests  12 passed (12)`, Playwright's
 * `176 passed (5.2m)` (and its failed, flaky and skipped lines).
 */
function testCounts(log) {
  const text = stripVTControlCharacters(log);
  const counts = [];
  for (const match of text.matchAll(/^\s*Tests\s+(.+?)\s*$/gm)) counts.push(match[1]);
  for (const match of text.matchAll(
    /^\s*(\d+ (?:passed|failed|flaky|skipped|interrupted|did not run))(?: \([\d.]+m?s?\w*\))?\s*$/gm,
  )) {
    counts.push(match[1]);
  }
  return counts.join('; ');
}

const before = summaries();
const turbo = spawnSync('turbo', ['run', ...process.argv.slice(2), '--summarize'], {
  cwd: root,
  stdio: 'inherit',
});
if (turbo.error) {
  console.error(`turbo did not start: ${turbo.error.message} (run this through pnpm)`);
  process.exit(1);
}
const fresh = [...summaries()].filter((name) => !before.has(name));
const latest = fresh
  .map((name) => join(runs, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];

if (latest) {
  const summary = JSON.parse(readFileSync(latest, 'utf8'));
  const rows = summary.tasks
    .filter((task) => task.execution)
    .sort((a, b) => a.execution.startTime - b.execution.startTime)
    .map((task) => {
      let log = '';
      try {
        log = readFileSync(join(root, task.logFile), 'utf8');
      } catch {}
      const { startTime, endTime, exitCode } = task.execution;
      return [
        task.package,
        task.task,
        ((endTime - startTime) / 1000).toFixed(1),
        ((startTime - summary.execution.startTime) / 1000).toFixed(1),
        task.cache.status === 'HIT' ? 'cached' : exitCode === 0 ? 'ok' : `exit ${exitCode}`,
        testCounts(log),
      ];
    });
  const header = ['package', 'task', 'seconds', 'started at', 'result', 'tests'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    `summary| ${cells.map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')}`.trimEnd();
  const total = ((summary.execution.endTime - summary.execution.startTime) / 1000).toFixed(1);
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log(`summary| turbo run ${process.argv.slice(2).join(' ')}: ${total} s`);
}

process.exit(turbo.status ?? 1);
