import {
  type LighthouseBrowser,
  type LighthouseRun,
  type LighthouseScope,
  launchChromium,
  rememberVisitor,
  restTabs,
  runLighthouse,
  type Visit,
} from './lighthouse';
import type { BenchPage } from './pages';
import { onQuietHost, settle } from './settle';
import { type Summary, summarise } from './stats';

/** A Lighthouse run and the share of the machine's CPU time the host stole during it. */
export type MeasuredRun = LighthouseRun & { hostSteal: number };

/**
 * Lighthouse figures of one page: ours as a returning visitor and on a first visit, and the
 * static copy's, as medians with their spread.
 */
export interface PageLighthouse {
  name: string;
  path: string;
  /** A returning visitor: the age gate answered, the newsletter offer dismissed. */
  ours: Record<keyof MeasuredRun, Summary>;
  /** A first visit: nothing stored, so the age gate's and the newsletter's timers run. */
  firstVisit: Record<keyof MeasuredRun, Summary>;
  /**
   * The static copy's figures; its long tasks are the floor of ours: the renderer's navigation
   * commit and the server HTML's parsing, style and layout, with no script at all.
   */
  staticCopy: Pick<Record<keyof MeasuredRun, Summary>, (typeof STATIC_COPY_KEYS)[number]>;
  /** Our median LCP (returning visitor) over the static copy's. */
  lcpRatio: number;
  /** Our median LCP on a first visit over the static copy's. */
  firstVisitLcpRatio: number;
  /** Our median FCP over the static copy's. */
  fcpRatio: number;
}

function summariseRuns<Key extends keyof MeasuredRun>(
  runs: MeasuredRun[],
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
  'longestTask',
  'commitTask',
  'longestPageTask',
  'longestScriptTask',
  'totalBytes',
  'scriptBytes',
  'requests',
  'hostSteal',
] as const;

/** The figures kept of the static copy's runs. */
const STATIC_COPY_KEYS = [
  'performance',
  'fcp',
  'lcp',
  'longestTask',
  'commitTask',
  'longestPageTask',
  'hostSteal',
] as const;

/** Where a run happens: a browser kept for many runs, or a chromium process of its own. */
type Where = LighthouseBrowser | 'fresh browser';

/**
 * Runs Lighthouse once the machine is at rest (`settle`: the previous run's browser winds down,
 * and each page commits in a renderer of its own). A kept browser's tab is left blank after it
 * (`restTabs`); a fresh browser is launched for this run alone (a new process and a new
 * profile: no renderer, cache or code cache warmed by earlier runs) and closed after it.
 */
async function runOnce(where: Where, url: string, scope: LighthouseScope): Promise<LighthouseRun> {
  if (where !== 'fresh browser') {
    await settle();
    const run = await runLighthouse(where, url, scope);
    await restTabs(where);
    return run;
  }
  const browser = await launchChromium();
  try {
    await settle();
    return await runLighthouse(browser, url, scope);
  } finally {
    await browser.close();
  }
}

/**
 * {@link runOnce}, again up to twice when Lighthouse reports a failed recording (NO_NAVSTART and
 * the like happen now and then on a loaded machine and say nothing about the page), and again
 * while the host steals CPU time during it (`onQuietHost`); a fresh browser's retry gets another
 * fresh browser.
 */
async function runWithRetry(
  where: Where,
  url: string,
  scope: LighthouseScope,
  log: (line: string) => void,
): Promise<MeasuredRun> {
  const recorded = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(where, url, scope);
      } catch (error) {
        if (attempt === 3) throw error;
        log(`lighthouse retries ${url}: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  const { value, steal } = await onQuietHost(recorded, (line) => log(`lighthouse ${url}: ${line}`));
  return { ...value, hostSteal: steal };
}

/** Appends a run to a page's list. */
function record(runs: Map<string, MeasuredRun[]>, page: string, run: MeasuredRun): void {
  runs.set(page, [...(runs.get(page) ?? []), run]);
}

/** The medians of a page's runs, categories from its first run (the only one that scores them). */
function summarisePage(runs: MeasuredRun[]): Record<keyof MeasuredRun, Summary> {
  return { ...summariseRuns(runs, ALL_KEYS), ...summariseRuns(runs.slice(0, 1), CATEGORY_KEYS) };
}

/**
 * Runs Lighthouse `runs` times on each page of the storefront as a returning visitor, of its
 * static copy, and of the storefront on a first visit, interleaved (page by page) so load on the
 * machine hits all three alike.
 *
 * @param storefrontUrl - the running storefront
 * @param staticUrl - the static copy's origin
 * @param pages - the measured pages
 * @param runs - runs per page and side
 * @param log - progress output
 * @returns the medians and spreads per page
 * @remarks Every first-visit run launches a chromium process of its own and closes it after
 *   the run, so each one starts as a new visitor's browser does: nothing stored, and no
 *   renderer, cache or code cache warmed by earlier runs. The returning visits and the static
 *   copy share one browser for all runs.
 */
export async function measureLighthouse(
  storefrontUrl: string,
  staticUrl: string,
  pages: BenchPage[],
  runs: number,
  log: (line: string) => void,
): Promise<PageLighthouse[]> {
  const browser = await launchChromium();
  const visits: Record<Visit, Map<string, MeasuredRun[]>> = {
    returning: new Map(),
    first: new Map(),
  };
  const copies = new Map<string, MeasuredRun[]>();
  try {
    await rememberVisitor(browser, storefrontUrl);
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        // Accessibility, best practices and SEO do not change from run to run: the first run
        // scores them, the others time performance alone (a fifth of the bench saved).
        const scope = run === 1 ? 'all' : 'performance';
        const url = new URL(page.path, storefrontUrl).href;
        const our = await runWithRetry(browser, url, scope, log);
        const copy = await runWithRetry(
          browser,
          new URL(page.path, staticUrl).href,
          'performance',
          log,
        );
        const first = await runWithRetry('fresh browser', url, scope, log);
        record(visits.returning, page.name, our);
        record(copies, page.name, copy);
        record(visits.first, page.name, first);
        log(
          `lighthouse ${run}/${runs} ${page.name}: score ${our.performance} / first visit ${first.performance}, TBT ${Math.round(our.tbt)} / ${Math.round(first.tbt)} ms, LCP ${Math.round(our.lcp)} / ${Math.round(first.lcp)} ms (static ${Math.round(copy.lcp)} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((page) => {
    const our = summarisePage(visits.returning.get(page.name) ?? []);
    const firstVisit = summarisePage(visits.first.get(page.name) ?? []);
    const copy = summariseRuns(copies.get(page.name) ?? [], STATIC_COPY_KEYS);
    return {
      name: page.name,
      path: page.path,
      ours: our,
      firstVisit,
      staticCopy: copy,
      lcpRatio: our.lcp.median / copy.lcp.median,
      firstVisitLcpRatio: firstVisit.lcp.median / copy.lcp.median,
      fcpRatio: our.fcp.median / copy.fcp.median,
    };
  });
}
