import { NOT_INDEXED_PAGES } from './pages';
import type { BenchResults, BudgetLine } from './results';

/** The home page's first-load JavaScript budget: 130 KB gzip, 1 KB = 1,000 bytes. */
export const HOME_JS_BUDGET_BYTES = 130_000;

const worst = (values: number[], pick: 'max' | 'min') =>
  pick === 'max' ? Math.max(...values) : Math.min(...values);

/**
 * Checks the measured figures against the budget of issue 12.
 *
 * @param results - the run's figures (without the budget itself)
 * @returns one line per budget item, met or not
 */
export function checkBudget(results: Omit<BenchResults, 'budget'>): BudgetLine[] {
  const pages = results.lighthouse;
  const medians = (pick: (page: (typeof pages)[number]) => number) =>
    pages.map((page) => `${page.name} ${+pick(page).toFixed(3)}`).join(', ');
  const values = (pick: (page: (typeof pages)[number]) => number) => pages.map(pick);
  const indexed = pages.filter((page) => !NOT_INDEXED_PAGES.has(page.name));
  const home = results.firstLoadJs.pages.find((page) => page.name === 'home');
  const heap = results.jsHeap;
  const memory = results.memory;
  return [
    {
      line: 'Lighthouse mobile performance at least 95 on every page at the median',
      measured: medians((page) => page.ours.performance.median),
      met:
        worst(
          values((page) => page.ours.performance.median),
          'min',
        ) >= 95,
    },
    {
      line: 'CLS at most 0.02',
      measured: medians((page) => page.ours.cls.median),
      met:
        worst(
          values((page) => page.ours.cls.median),
          'max',
        ) <= 0.02,
    },
    {
      line: 'TBT at most 150 ms',
      measured: medians((page) => Math.round(page.ours.tbt.median)),
      met:
        worst(
          values((page) => page.ours.tbt.median),
          'max',
        ) <= 150,
    },
    {
      line: 'Accessibility 100',
      measured: medians((page) => page.ours.accessibility.median),
      met:
        worst(
          values((page) => page.ours.accessibility.median),
          'min',
        ) >= 100,
    },
    {
      line: 'Best practices at least 95',
      measured: medians((page) => page.ours.bestPractices.median),
      met:
        worst(
          values((page) => page.ours.bestPractices.median),
          'min',
        ) >= 95,
    },
    {
      line: 'SEO 100 on every page search engines may index',
      measured: medians((page) => page.ours.seo.median),
      met:
        worst(
          indexed.map((page) => page.ours.seo.median),
          'min',
        ) >= 100,
    },
    {
      line: "LCP at most 1.25 times the static copy's LCP on every page",
      measured: medians((page) => page.lcpRatio),
      met:
        worst(
          values((page) => page.lcpRatio),
          'max',
        ) <= 1.25,
    },
    {
      line: 'Home page first-load JavaScript at most 130 KB gzip',
      measured: `${((home?.gzip ?? Number.NaN) / 1000).toFixed(1)} KB gzip`,
      met: (home?.gzip ?? Number.POSITIVE_INFINITY) <= HOME_JS_BUDGET_BYTES,
    },
    {
      line: 'Server-rendered product page throughput at least 25% of the static-asset throughput',
      measured: `${(results.storefrontLoad.productToStatic * 100).toFixed(1)}%`,
      met: results.storefrontLoad.productToStatic >= 0.25,
    },
    {
      line: 'Add to cart to badge update under 100 ms at the median',
      measured: `${results.interactions.addToCart.median.toFixed(0)} ms`,
      met: results.interactions.addToCart.median < 100,
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
