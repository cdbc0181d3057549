import {
  type LighthouseBrowser,
  type LighthouseRun,
  type LighthouseScope,
  launchChromium,
  rememberVisitor,
  runLighthouse,
} from './lighthouse';
import type { BenchPage } from './pages';
import { type Summary, summarise } from './stats';

/** Lighthouse figures of one page: ours and the static copy's, as medians with their spread. */
export interface PageLighthouse {
  name: string;
  path: string;
  ours: Record<keyof LighthouseRun, Summary>;
  staticCopy: Pick<Record<keyof LighthouseRun, Summary>, 'performance' | 'fcp' | 'lcp'>;
  /** Our median LCP over the static copy's. */
  lcpRatio: number;
  /** Our median FCP over the static copy's. */
  fcpRatio: number;
}

function summariseRuns<Key extends keyof LighthouseRun>(
  runs: LighthouseRun[],
  keys: readonly Key[],
): Record<Key, Summary> {
  const summary = {} as Record<Key, Summary>;
  for (const key of keys) summary[key] = summarise(runs.map((run) => run[key]));
  return summary;
}

/** The scores only a run of all categories has. */
const CATEGORY_KEYS = ['accessibility', 'bestPractices', 'seo'] as const;

const ALL_KEYS = [
  'performance',
  ...CATEGORY_KEYS,
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'totalBytes',
  'scriptBytes',
  'requests',
] as const;

/**
 * Runs Lighthouse, again up to twice when it reports a failed recording (NO_NAVSTART and the
 * like happen now and then on a loaded machine and say nothing about the page).
 */
async function runWithRetry(
  browser: LighthouseBrowser,
  url: string,
  scope: LighthouseScope,
  log: (line: string) => void,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(browser, url, scope);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`lighthouse retries ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * Runs Lighthouse `runs` times on each page of the storefront and of its static copy,
 * interleaved (ours, then the copy, page by page) so load on the machine hits both alike.
 *
 * @param storefrontUrl - the running storefront
 * @param staticUrl - the static copy's origin
 * @param pages - the measured pages
 * @param runs - runs per page and side
 * @param log - progress output
 * @returns the medians and spreads per page
 */
export async function measureLighthouse(
  storefrontUrl: string,
  staticUrl: string,
  pages: BenchPage[],
  runs: number,
  log: (line: string) => void,
): Promise<PageLighthouse[]> {
  const browser = await launchChromium();
  const ours = new Map<string, LighthouseRun[]>();
  const copies = new Map<string, LighthouseRun[]>();
  try {
    await rememberVisitor(browser, storefrontUrl);
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        // Accessibility, best practices and SEO do not change from run to run: the first run
        // scores them, the others time performance alone (a fifth of the bench saved).
        const scope = run === 1 ? 'all' : 'performance';
        const our = await runWithRetry(browser, new URL(page.path, storefrontUrl).href, scope, log);
        const copy = await runWithRetry(
          browser,
          new URL(page.path, staticUrl).href,
          'performance',
          log,
        );
        ours.set(page.name, [...(ours.get(page.name) ?? []), our]);
        copies.set(page.name, [...(copies.get(page.name) ?? []), copy]);
        log(
          `lighthouse ${run}/${runs} ${page.name}: score ${our.performance}, LCP ${Math.round(our.lcp)} ms (static ${Math.round(copy.lcp)} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((page) => {
    const runsOfPage = ours.get(page.name) ?? [];
    const our = {
      ...summariseRuns(runsOfPage, ALL_KEYS),
      ...summariseRuns(runsOfPage.slice(0, 1), CATEGORY_KEYS),
    };
    const copy = summariseRuns(copies.get(page.name) ?? [], ['performance', 'fcp', 'lcp'] as const);
    return {
      name: page.name,
      path: page.path,
      ours: our,
      staticCopy: copy,
      lcpRatio: our.lcp.median / copy.lcp.median,
      fcpRatio: our.fcp.median / copy.fcp.median,
    };
  });
}
