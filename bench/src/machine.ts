import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './config';
import { BENCH_DIR, REPO_ROOT, STOREFRONT_DIR } from './paths';

/** Where and with what the bench ran. */
export interface MachineInfo {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  kernel: string;
  /** 1-minute load average when the bench started: other work on the machine skews figures. */
  loadAverageAtStart: number;
  commit: string;
  versions: Record<string, string>;
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** A package's version as installed for the given package folder. */
function installedVersion(name: string, from: string): string {
  try {
    const require = createRequire(join(from, 'package.json'));
    const manifest = require.resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * Describes the machine, the commit and the tools' versions.
 *
 * @returns the description for the report
 */
export function machineInfo(): MachineInfo {
  const dirty = run('git', ['status', '--porcelain']) === '' ? '' : ' (uncommitted changes)';
  return {
    date: new Date().toISOString(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    kernel: release(),
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    commit: `${run('git', ['rev-parse', '--short', 'HEAD'])}${dirty}`,
    versions: {
      node: process.version,
      chromium: run(CHROMIUM_PATH, ['--version']).replace(/ built on .*/, ''),
      lighthouse: installedVersion('lighthouse', BENCH_DIR),
      autocannon: installedVersion('autocannon', BENCH_DIR),
      playwright: installedVersion('playwright', BENCH_DIR),
      'react-router': installedVersion('react-router', STOREFRONT_DIR),
      react: installedVersion('react', STOREFRONT_DIR),
    },
  };
}
