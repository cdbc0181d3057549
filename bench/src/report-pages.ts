import { chunkRole } from './chunk-roles';
import { kb, spread, table } from './format';
import type { MeasuredRun, PageLighthouse } from './lighthouse-suite';
import type { BenchResults } from './results';
import { quietHostRule } from './settle';
import type { Summary } from './stats';

const LIGHTHOUSE_COLUMNS = [
  'page',
  'performance',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'longest task ms',
  'CLS',
  'total KB',
  'JS KB',
  'requests',
  'accessibility',
  'best practices',
  'SEO',
];

/** One page's row of a Lighthouse table. */
function lighthouseRow(
  name: string,
  path: string,
  runs: Record<keyof MeasuredRun, Summary>,
): (string | number)[] {
  return [
    `${name} \`${path}\``,
    spread(runs.performance),
    spread(runs.fcp),
    spread(runs.lcp),
    spread(runs.tbt),
    spread(runs.longestTask),
    spread(runs.cls, 3),
    spread(runs.totalBytes, 1, 1000),
    spread(runs.scriptBytes, 1, 1000),
    spread(runs.requests),
    spread(runs.accessibility),
    spread(runs.bestPractices),
    spread(runs.seo),
  ];
}

/**
 * Section 1: Lighthouse as a first visit and as a returning visitor.
 *
 * @param results - the run's figures
 * @returns the section's lines
 */
export function lighthouse(results: BenchResults): string[] {
  const stolen = (runs: (page: PageLighthouse) => Summary) =>
    `${+(Math.max(0, ...results.lighthouse.map((page) => runs(page).max)) * 100).toFixed(1)} %`;
  return [
    '## 1. Lighthouse (mobile preset, simulated throttling)',
    '',
    "Median of the runs, spread (min–max) in brackets. The longest task is the longest main-thread task of Lighthouse's long-tasks audit under its simulated 4× CPU slowdown (a traced task's wall time × 4, or × 2 when it lays the page out; 0 when none reaches 50 ms; section 2 parts it into the navigation commit and the page's own work). Audits bf-cache, screenshot-thumbnails, final-screenshot and valid-source-maps are skipped (no score weight; they cost time). Accessibility, best practices and SEO are scored on the first run (they do not vary between runs); the other runs score performance alone.",
    '',
    `A shared host takes CPU time from the machine now and then (its steal time), which lengthens every traced task as a slower CPU would: ${quietHostRule('a run')} The share most stolen from a kept run: ${stolen((page) => page.firstVisit.hostSteal)} on a first visit, ${stolen((page) => page.ours.hostSteal)} on a returning visit, ${stolen((page) => page.staticCopy.hostSteal)} on the static copy.`,
    '',
    '### First visit',
    '',
    "Nothing stored: a new shopper, so the age gate's timer (and its code) runs. Every run launches a chromium process of its own (a new profile) and closes it after the run, so no renderer, cache or code cache is warm from an earlier run.",
    '',
    ...table(
      LIGHTHOUSE_COLUMNS,
      results.lighthouse.map((page) => lighthouseRow(page.name, page.path, page.firstVisit)),
    ),
    '',
    '### Returning visit',
    '',
    'The age gate answered and the newsletter offer dismissed in localStorage, so neither overlay opens.',
    '',
    ...table(
      LIGHTHOUSE_COLUMNS,
      results.lighthouse.map((page) => lighthouseRow(page.name, page.path, page.ours)),
    ),
    '',
  ];
}

/**
 * Section 2: our LCP, FCP and longest task against the static copy's.
 *
 * @param results - the run's figures
 * @returns the section's lines
 */
export function staticCopy(results: BenchResults): string[] {
  return [
    '## 2. Against the static copy (the physical limit)',
    '',
    "Each page's server-rendered HTML without any script, with its stylesheets, fonts and images saved beside it (the commerce server's images too, served from the copy's own origin), served by express with compression (gzip made on each request, where the storefront's server sends the brotli and gzip copies its build wrote beside each file), measured by the same Lighthouse runs, interleaved with ours. The copy is sent with the page's own document headers (its content security and opener policies among them), so the browser treats both alike. Its long tasks are the floor under ours: no script runs there.",
    '',
    ...table(
      [
        'page',
        'static LCP ms',
        'returning LCP ms',
        'LCP ratio',
        'first-visit LCP ms',
        'first-visit LCP ratio',
        'static FCP ms',
        'returning FCP ms',
        'FCP ratio',
        'static longest task ms',
        'returning longest task ms',
        'first-visit longest task ms',
      ],
      results.lighthouse.map((page) => [
        page.name,
        spread(page.staticCopy.lcp),
        spread(page.ours.lcp),
        page.lcpRatio.toFixed(2),
        spread(page.firstVisit.lcp),
        page.firstVisitLcpRatio.toFixed(2),
        spread(page.staticCopy.fcp),
        spread(page.ours.fcp),
        page.fcpRatio.toFixed(2),
        spread(page.staticCopy.longestTask),
        spread(page.ours.longestTask),
        spread(page.firstVisit.longestTask),
      ]),
    ),
    '',
    ...longTaskSplit(results),
  ];
}

/**
 * Section 2's second table: the longest task parted into the renderer's navigation commit and
 * the page's own work, for the static copy and for ours.
 */
function longTaskSplit(results: BenchResults): string[] {
  return [
    "What the longest task is. Lighthouse times a task as the traced one's wall time times its CPU slowdown, 4 for script and 2 for a task that lays the page out. The first task of every page, the copy's too, is the navigation commit: the browser commits the page in a renderer process of its own (the opener policy parts it from the blank page Lighthouse starts from), which first creates the page's script context (a trace shows `DocumentLoader::CommitNavigation`, 55–70 ms of wall time for 12–15 ms of CPU in V8's context deserialisation and the DevTools notifications). It happens before a byte of the page is parsed (`bench/src/long-tasks.ts` tells it apart; 0 when under 50 ms). The page's own longest task is the longest of the others: parsing, first style and layout, hydration. The longest script task is the longest that Lighthouse attributes to one of the page's script files (hydration, a timer's render): the work the page's code can slice (0 when none reaches 50 ms).",
    '',
    ...table(
      [
        'page',
        'static commit ms',
        'static own longest ms',
        'returning commit ms',
        'returning own longest ms',
        'returning longest script ms',
        'first-visit commit ms',
        'first-visit own longest ms',
        'first-visit longest script ms',
      ],
      results.lighthouse.map((page) => [
        page.name,
        spread(page.staticCopy.commitTask),
        spread(page.staticCopy.longestPageTask),
        spread(page.ours.commitTask),
        spread(page.ours.longestPageTask),
        spread(page.ours.longestScriptTask),
        spread(page.firstVisit.commitTask),
        spread(page.firstVisit.longestPageTask),
        spread(page.firstVisit.longestScriptTask),
      ]),
    ),
    '',
  ];
}

/**
 * Section 3: first-load JavaScript per page, per chunk of the home page, and per route.
 *
 * @param results - the run's figures
 * @returns the section's lines
 */
export function firstLoadJs(results: BenchResults): string[] {
  const home = results.firstLoadJs.pages.find((page) => page.name === 'home');
  return [
    '## 3. First-load JavaScript',
    '',
    'Every chunk the server-rendered HTML preloads or imports before hydration, from the build output, each compressed on its own (gzip level 6 as the compression middleware sends, brotli quality 11). KB = 1,000 bytes. Inline scripts (hydration data, route manifest) are counted apart.',
    '',
    ...table(
      ['page', 'chunks', 'raw KB', 'gzip KB', 'brotli KB', 'inline scripts gzip KB'],
      results.firstLoadJs.pages.map((page) => [
        page.name,
        page.files,
        kb(page.raw),
        kb(page.gzip),
        kb(page.brotli),
        kb(page.inlineGzip),
      ]),
    ),
    '',
    "The home page's chunks, largest first, and what each is for (the chunk's name is that of its first module; `bench/src/chunk-roles.ts` names them):",
    '',
    ...table(
      ['chunk', 'gzip KB', 'for'],
      (home?.chunks ?? []).map((chunk) => [
        `\`${chunk.url.split('/').pop()}\``,
        kb(chunk.gzip),
        chunkRole(chunk.url),
      ]),
    ),
    '',
    "Per route, from the build's route manifest (client entry and its imports, then each route module from the root down with its imports):",
    '',
    ...table(
      ['route', 'chunks', 'raw KB', 'gzip KB', 'brotli KB'],
      results.firstLoadJs.routes.map((route) => [
        `\`${route.name}\``,
        route.files,
        kb(route.raw),
        kb(route.gzip),
        kb(route.brotli),
      ]),
    ),
    '',
  ];
}
