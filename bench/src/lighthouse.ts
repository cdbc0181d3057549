import { STORAGE_KEYS } from '@peptide/sdk';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from './config';
import { type LongTasksDebugData, splitLongTasks } from './long-tasks';

/** The figures of one Lighthouse run (mobile preset, simulated throttling). */
export interface LighthouseRun {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The longest main-thread task under the simulated 4× CPU slowdown (Lighthouse's long-tasks
   * audit, which lists tasks of 50 ms and more), 0 when none is that long.
   */
  longestTask: number;
  /**
   * The renderer's navigation commit, the longest of the page's own tasks, and the longest task
   * of its scripts (long-tasks.ts).
   */
  commitTask: number;
  longestPageTask: number;
  longestScriptTask: number;
  /** Transferred bytes of everything, and of scripts. */
  totalBytes: number;
  scriptBytes: number;
  requests: number;
}

/** Which Lighthouse categories a run scores: all four, or performance alone (the static copy). */
export type LighthouseScope = 'all' | 'performance';

/**
 * Audits left out to keep 40 runs inside the time budget; none weighs in a category score.
 * bf-cache navigates the page a second time; the screenshots and source maps only feed reports.
 */
const SKIPPED_AUDITS = [
  'bf-cache',
  'screenshot-thumbnails',
  'final-screenshot',
  'valid-source-maps',
];

/** A headless chromium that Lighthouse drives through its debugging port. */
export interface LighthouseBrowser {
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts Debian's chromium for Lighthouse.
 *
 * @returns its debugging port and its stop
 */
export async function launchChromium(): Promise<LighthouseBrowser> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    logLevel: 'error',
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/** Who Lighthouse plays: a first visit (nothing stored) or a returning visitor. */
export type Visit = 'first' | 'returning';

/**
 * Makes the browser a returning visitor of the origin: the age gate answered and the newsletter
 * offer dismissed, so neither overlay opens over the measured page.
 *
 * @param browser - the browser Lighthouse will use
 * @param origin - the storefront's origin
 * @remarks Lighthouse clears caches and service workers between runs but keeps localStorage.
 */
export async function rememberVisitor(browser: LighthouseBrowser, origin: string): Promise<void> {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const context = connection.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(origin);
    await page.evaluate(
      (keys) => {
        for (const key of keys) localStorage.setItem(key, 'true');
      },
      [STORAGE_KEYS.ageVerified, STORAGE_KEYS.emailModalDismissed],
    );
    await page.close();
  } finally {
    await connection.close();
  }
}

/**
 * Leaves every tab of the browser on about:blank, so the page Lighthouse measured last stops
 * working (a looping video, a carousel, the overlays' timers) while the other browser measures.
 * It connects for this alone and disconnects again: a client that stayed attached to the tabs
 * would be attached during the next measurement too.
 *
 * @param browser - the browser Lighthouse uses
 */
export async function restTabs(browser: LighthouseBrowser): Promise<void> {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const pages = connection.contexts().flatMap((context) => context.pages());
    await Promise.all(pages.map((page) => page.goto('about:blank')));
  } finally {
    await connection.close();
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface LongTaskItem {
  duration: number;
}

interface LongTasksDetails {
  items?: LongTaskItem[];
  debugData?: LongTasksDebugData;
}

interface SummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

/**
 * Runs Lighthouse once on a URL in the given browser.
 *
 * @param browser - a browser from {@link launchChromium}
 * @param url - the page
 * @param scope - all four categories, or performance alone (other scores then read 0)
 * @returns the scores and metrics
 */
export async function runLighthouse(
  browser: LighthouseBrowser,
  url: string,
  scope: LighthouseScope = 'all',
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories:
      scope === 'all' ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
    skipAudits: SKIPPED_AUDITS,
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined;
  const summary = (type: string) => details?.items?.find((item) => item.resourceType === type);
  const longTasks = lhr.audits['long-tasks']?.details as LongTasksDetails | undefined;
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    longestTask: Math.max(0, ...(longTasks?.items ?? []).map((item) => item.duration)),
    ...splitLongTasks(longTasks?.debugData),
    totalBytes: audit('total-byte-weight'),
    scriptBytes: summary('script')?.transferSize ?? 0,
    requests: summary('total')?.requestCount ?? 0,
  };
}
