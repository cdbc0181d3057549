import type { Browser, Page } from 'playwright';
import { openHydrated, visitorContext } from './browser';

/** The page's used JavaScript heap, MB, after each step. */
export interface HeapSteps {
  /** Steps in order: the home page, then each product page reached by client-side navigation. */
  steps: { name: string; usedMb: number; afterGcMb: number }[];
  /** Used heap after the last product page, as read (no forced collection). */
  finalUsedMb: number;
  /** Growth per navigation between product pages after a forced collection (MB): a leak shows here. */
  growthPerNavigationMb: number;
}

declare global {
  interface Window {
    __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> };
  }
}

const MB = 1024 * 1024;

/** Used heap as Chromium's performance metrics read it, and again after a forced collection. */
async function readHeap(page: Page): Promise<{ usedMb: number; afterGcMb: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const used = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / MB;
    };
    const usedMb = await used();
    await cdp.send('HeapProfiler.collectGarbage');
    return { usedMb, afterGcMb: await used() };
  } finally {
    await cdp.detach();
  }
}

/**
 * Loads the home page, then navigates client-side through five product pages (the router's own
 * navigate, as a link click does), reading the page's JavaScript heap after each.
 *
 * @param browser - the browser
 * @param baseURL - the storefront's origin
 * @param productSlugs - the products to visit (the first five are used)
 * @returns the heap after each step, the final reading and the growth per navigation
 */
export async function measureJsHeap(
  browser: Browser,
  baseURL: string,
  productSlugs: string[],
): Promise<HeapSteps> {
  const context = await visitorContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openHydrated(page, '/');
    const steps = [{ name: 'home', ...(await readHeap(page)) }];
    for (const slug of productSlugs.slice(0, 5)) {
      const path = `/product/${slug}`;
      await page.evaluate(async (to) => {
        if (!window.__reactRouterDataRouter) throw new Error('no React Router data router');
        await window.__reactRouterDataRouter.navigate(to);
      }, path);
      await page.waitForURL(`**${path}`);
      await page.locator('main h1').waitFor();
      steps.push({ name: path, ...(await readHeap(page)) });
    }
    // Growth is read between product pages: home and product pages hold different data.
    const firstProduct = steps[1] as (typeof steps)[number];
    const last = steps[steps.length - 1] as (typeof steps)[number];
    return {
      steps,
      finalUsedMb: last.usedMb,
      growthPerNavigationMb:
        (last.afterGcMb - firstProduct.afterGcMb) / Math.max(1, steps.length - 2),
    };
  } finally {
    await context.close();
  }
}
