#!/usr/bin/env node
// The checks of `pnpm test` after lint and codegen: every build first, then three turbo runs side
// by side. The storefront's end-to-end suites are the longest task, so they run at normal
// priority, followed by the bench's load tests. The typecheck of every package (one process), and
// every other unit test and the Storybook build (two at a time), run at a lower priority (`nice`)
// and take the CPU the browser suites leave. Ends with one row per task (package, task, seconds, start,
// result, test counts) and exits non-zero when any run failed. Extra arguments (`--force`,
// `--filter=…`) go to every turbo run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');
const shared = ['--output-logs=full', '--continue', '--summarize', ...process.argv.slice(2)];

/** Every run summary turbo has written, by name. */
function summaries() {
  try {
    return new Set(readdirSync(runs).filter((name) => name.endsWith('.json')));
  } catch {
    return new Set();
  }
}

/** Niceness of the checks that run beside the end-to-end suites (0 is normal, 19 the lowest). */
const BACKGROUND_NICENESS = 10;

/**
 * Runs `turbo run <args>` and resolves with its exit code.
 *
 * @param niceness - the scheduling priority of turbo and every task it starts (inherited)
 */
function turbo(args, niceness = 0) {
  return new Promise((done) => {
    const [command, commandArgs] =
      niceness > 0
        ? ['nice', ['-n', String(niceness), 'turbo', 'run', ...args, ...shared]]
        : ['turbo', ['run', ...args, ...shared]];
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`turbo did not start: ${error.message} (run this through pnpm)`);
      done(1);
    });
    child.once('exit', (code) => done(code ?? 1));
  });
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

/**
 * The tests a failed task's runners named: vitest's `FAIL  project  file > test` and Playwright's
 * `file:line:column › test` (after `[project] › ` when it has projects) under its failed and
 * flaky totals, each once.
 */
function failedTests(log) {
  const text = stripVTControlCharacters(log);
  const names = new Set();
  for (const match of text.matchAll(/^\s*FAIL\s+(.+?)\s*$/gm)) names.add(match[1]);
  for (const match of text.matchAll(
    /^\s+((?:\[[^\]\n]+\] › )?[\w./-]+\.spec\.[jt]sx?:\d+:\d+ › .+?)\s*$/gm,
  )) {
    names.add(match[1]);
  }
  return [...names];
}

/**
 * The machine's CPU time so far, busy and in all, in seconds (Linux's `/proc/stat`), or null
 * where there is no such file.
 */
function cpuSeconds() {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    // The kernel counts in USER_HZ, 100 per second on every Linux architecture Node runs on.
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return null;
  }
}

/**
 * Prints the table of every task the new run summaries hold.
 *
 * @returns whether every task finished with exit code 0 (turbo itself exits 0 when a signal
 *   interrupts it, so its own exit code alone would report an interrupted run as passed)
 */
function printSummary(names, startedAt, cpuAtStart) {
  const tasks = names.flatMap(
    (name) => JSON.parse(readFileSync(join(runs, name), 'utf8')).tasks ?? [],
  );
  const failures = [];
  const rows = tasks
    .filter((task) => task.execution && task.command !== '<NONEXISTENT>')
    .sort((a, b) => a.execution.startTime - b.execution.startTime)
    .map((task) => {
      let log = '';
      try {
        log = readFileSync(join(root, task.logFile), 'utf8');
      } catch {}
      const { startTime, endTime, exitCode } = task.execution;
      if (exitCode !== 0) {
        for (const name of failedTests(log)) failures.push(`${task.package} ${task.task}: ${name}`);
      }
      return [
        task.package,
        task.task,
        ((endTime - startTime) / 1000).toFixed(1),
        ((startTime - startedAt) / 1000).toFixed(1),
        task.cache.status === 'HIT' ? 'cached' : exitCode === 0 ? 'ok' : `exit ${exitCode}`,
        task.cache.status === 'HIT' ? '' : testCounts(log),
      ];
    });
  const header = ['package', 'task', 'seconds', 'started at', 'result', 'tests'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const numeric = new Set([2, 3]);
  const line = (cells) =>
    `summary| ${cells.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')}`.trimEnd();
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  for (const failure of failures) console.log(`summary| failed: ${failure}`);
  console.log(`summary| all turbo runs: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  const cpu = cpuSeconds();
  if (cpu && cpuAtStart) {
    // The work of the whole command, whatever ran it: the e2e suites' browsers and database
    // servers too, which a task's own time does not show. With every core busy, the wall time is
    // this work over the number of cores; less work is then the only way to a shorter run.
    const busy = cpu.busy - cpuAtStart.busy;
    const share = (100 * busy) / (cpu.all - cpuAtStart.all);
    console.log(
      `summary| machine CPU: ${busy.toFixed(0)} busy core-seconds, ${share.toFixed(0)} % of ${availableParallelism()} cores`,
    );
  }
  return tasks.every((task) => !task.execution || task.execution.exitCode === 0);
}

const startedAt = Date.now();
const cpuAtStart = cpuSeconds();
const before = summaries();
const built = await turbo(['build', '--concurrency=2']);
// Even after a failed build the checks run, so every other check still reports. Every package is
// typechecked by one `tsc -b` of the root's project references: in one process the libraries'
// types are read once, not once per package (45 core-seconds rather than 79). The bench's load
// tests measure a server under load within a time, so they run at normal priority after the
// browser suites, beside the last of the other checks rather than starved by the browser.
const BENCH = '@peptide/bench';
const lanes = await Promise.all([
  turbo(['e2e', '--only', '--concurrency=1']).then(async (code) =>
    Math.max(code, await turbo(['test', '--only', `--filter=${BENCH}`])),
  ),
  turbo(['typecheck:all', '--only'], BACKGROUND_NICENESS),
  turbo(
    ['test', 'build-storybook', '--only', '--concurrency=2', `--filter=!${BENCH}`],
    BACKGROUND_NICENESS,
  ),
]);
const tasksPassed = printSummary(
  [...summaries()].filter((name) => !before.has(name)),
  startedAt,
  cpuAtStart,
);
process.exit(tasksPassed && [built, ...lanes].every((code) => code === 0) ? 0 : 1);
