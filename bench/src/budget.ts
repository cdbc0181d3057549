import { NOT_INDEXED_PAGES } from './pages';
import type { BenchResults, BudgetLine } from './results';

/** The home page's first-load JavaScript budget: 150 KB gzip, 1 KB = 1,000 bytes. */
export const HOME_JS_BUDGET_BYTES = 150_000;

type PageFigures = Omit<BenchResults, 'budget'>['lighthouse'][number];

/**
 * One budget line over the pages' medians.
 *
 * @param pages - the measured pages
 * @param line - the budget in words
 * @param pick - the page's figure
 * @param within - whether a figure meets the budget
 * @param digits - decimals shown
 */
function perPage(
  pages: PageFigures[],
  line: string,
  pick: (page: PageFigures) => number,
  within: (value: number) => boolean,
  digits = 3,
): BudgetLine {
  return {
    line,
    measured: pages.map((page) => `${page.name} ${+pick(page).toFixed(digits)}`).join(', '),
    met: pages.every((page) => within(pick(page))),
  };
}

/** The Lighthouse lines that both a first and a returning visit must meet. */
function visitLines(pages: PageFigures[], visit: 'first' | 'returning'): BudgetLine[] {
  const figures = (page: PageFigures) => (visit === 'first' ? page.firstVisit : page.ours);
  const ratio = (page: PageFigures) =>
    visit === 'first' ? page.firstVisitLcpRatio : page.lcpRatio;
  const as = visit === 'first' ? 'first visit' : 'returning visit';
  return [
    perPage(
      pages,
      `${as}: Lighthouse mobile performance at least 97 on every page at the median`,
      (page) => figures(page).performance.median,
      (value) => value >= 97,
    ),
    perPage(
      pages,
      `${as}: TBT at most 100 ms`,
      (page) => figures(page).tbt.median,
      (value) => value <= 100,
      0,
    ),
    ...(visit === 'first'
      ? [
          perPage(
            pages,
            'first visit: TBT at most 50 ms at the median on every page (issue 55)',
            (page) => figures(page).tbt.median,
            (value) => value <= 50,
            0,
          ),
          perPage(
            pages,
            'first visit: no run with a TBT over 150 ms (issue 55)',
            (page) => figures(page).tbt.max,
            (value) => value <= 150,
            0,
          ),
        ]
      : []),
    perPage(
      pages,
      `${as}: CLS at most 0.02`,
      (page) => figures(page).cls.median,
      (value) => value <= 0.02,
    ),
    perPage(
      pages,
      `${as}: LCP at most 1.15 times the static copy's LCP on every page`,
      ratio,
      (value) => value <= 1.15,
    ),
    perPage(
      pages,
      `${as}: no main-thread task over 100 ms under the 4× CPU slowdown (longest task, median)`,
      (page) => figures(page).longestTask.median,
      (value) => value <= 100,
      0,
    ),
    perPage(
      pages,
      `${as}: hydration in slices: no script task over 100 ms under the 4× CPU slowdown (longest task attributed to a script file, median)`,
      (page) => figures(page).longestScriptTask.median,
      (value) => value <= 100,
      0,
    ),
  ];
}

/**
 * Checks the measured figures against the budget of issues 12 and 23.
 *
 * @param results - the run's figures (without the budget itself)
 * @returns one line per budget item, met or not
 */
export function checkBudget(results: Omit<BenchResults, 'budget'>): BudgetLine[] {
  const pages = results.lighthouse;
  const home = results.firstLoadJs.pages.find((page) => page.name === 'home');
  const heap = results.jsHeap;
  const memory = results.memory;
  return [
    ...visitLines(pages, 'first'),
    ...visitLines(pages, 'returning'),
    perPage(
      pages,
      'Accessibility 100',
      (page) => page.ours.accessibility.median,
      (value) => value >= 100,
    ),
    perPage(
      pages,
      'Best practices at least 95',
      (page) => page.ours.bestPractices.median,
      (value) => value >= 95,
    ),
    perPage(
      pages.filter((page) => !NOT_INDEXED_PAGES.has(page.name)),
      'SEO 100 on every page search engines may index',
      (page) => page.ours.seo.median,
      (value) => value >= 100,
    ),
    {
      line: 'Home page first-load JavaScript at most 150 KB gzip',
      measured: `${((home?.gzip ?? Number.NaN) / 1000).toFixed(1)} KB gzip`,
      met: (home?.gzip ?? Number.POSITIVE_INFINITY) <= HOME_JS_BUDGET_BYTES,
    },
    {
      line: 'Server-rendered product page throughput at least 40% of the static-asset throughput',
      measured: `${(results.storefrontLoad.productToStatic * 100).toFixed(1)}%`,
      met: results.storefrontLoad.productToStatic >= 0.4,
    },
    {
      line: 'Add to cart to badge update under 50 ms at the median',
      measured: `${results.interactions.addToCart.median.toFixed(0)} ms`,
      met: results.interactions.addToCart.median < 50,
    },
    {
      line: 'Peak resident memory under load: commerce server at most 200 MB',
      measured: `${memory.commercePeakRssMb.toFixed(0)} MB`,
      met: memory.commercePeakRssMb <= 200,
    },
    {
      line: 'Peak resident memory under load: storefront server at most 250 MB',
      measured: `${memory.storefrontPeakRssMb.toFixed(0)} MB`,
      met: memory.storefrontPeakRssMb <= 250,
    },
    {
      line: 'Page JavaScript heap at most 25 MB after the five product pages',
      measured: `${heap.finalUsedMb.toFixed(1)} MB`,
      met: heap.finalUsedMb <= 25,
    },
    {
      line: 'No heap growth per navigation beyond noise (no leak; noise taken as 0.5 MB)',
      measured: `${heap.growthPerNavigationMb.toFixed(2)} MB per navigation after collection`,
      met: heap.growthPerNavigationMb <= 0.5,
    },
  ];
}
