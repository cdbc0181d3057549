import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench package's folder. */
export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const REPO_ROOT = resolve(BENCH_DIR, '..');
/** The storefront app's folder. */
export const STOREFRONT_DIR = join(REPO_ROOT, 'apps/storefront');
/** The commerce server's folder. */
export const COMMERCE_DIR = join(REPO_ROOT, 'apps/commerce-server');
/** Where the results JSON goes. */
export const RESULTS_FILE = join(BENCH_DIR, 'results/latest.json');
/** The generated report at the repository root. */
export const REPORT_FILE = join(REPO_ROOT, 'BENCHMARKS.md');
