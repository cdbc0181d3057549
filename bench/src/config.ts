/** How long and how often the bench measures, read from the environment. */
export interface BenchConfig {
  /** BENCH_QUICK=1: one run of everything with short durations, a smoke test of the bench. */
  quick: boolean;
  /** Lighthouse runs per page (BENCH_RUNS, default 5); the median is reported. */
  lighthouseRuns: number;
  /** Seconds each load test runs (BENCH_SECONDS, default 10). */
  loadSeconds: number;
  /** Concurrent connections of each load test. */
  connections: number;
  /** Browser interactions timed per scenario (BENCH_SAMPLES, default 20). */
  browserSamples: number;
  /** BENCH_SKIP_BUILD=1: use the existing builds instead of running turbo build first. */
  skipBuild: boolean;
}

/** Debian's chromium, the browser every browser measurement runs in. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`expected a positive whole number, not "${value}"`);
  }
  return number;
}

/**
 * Reads the bench settings.
 *
 * @param env - the environment (BENCH_QUICK, BENCH_RUNS, BENCH_SECONDS, BENCH_SAMPLES, BENCH_SKIP_BUILD)
 * @returns the settings, quick ones when BENCH_QUICK=1 unless a variable says otherwise
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const quick = env.BENCH_QUICK === '1';
  return {
    quick,
    lighthouseRuns: positiveInt(env.BENCH_RUNS, quick ? 1 : 5),
    loadSeconds: positiveInt(env.BENCH_SECONDS, quick ? 3 : 10),
    connections: 50,
    browserSamples: positiveInt(env.BENCH_SAMPLES, quick ? 3 : 20),
    skipBuild: env.BENCH_SKIP_BUILD === '1',
  };
}
