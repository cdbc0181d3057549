import type { Browser, Page } from 'playwright';
import { openHydrated, visitorContext } from './browser';
import { onQuietHost } from './settle';
import { type Summary, summarise } from './stats';

/** Shopper-perceived latencies, ms, medians of the samples. */
export interface InteractionLatency {
  /** Click on Add to cart to the header's cart badge changing. */
  addToCart: Summary;
  /** Click on a product in the shop to the product page showing its name. */
  routeChange: Summary;
}

declare global {
  interface Window {
    __benchClickAt?: number;
    __benchDoneAt?: number;
  }
}

/** What ends a measurement: the cart badge's name changing, or a product page showing. */
type Done =
  | { kind: 'cartLabelChanged'; initial: string }
  | { kind: 'productShown'; path: string; name: string };

/**
 * Arms the page: the next click's event time, and the time at which `done` first holds after
 * a DOM change. Both are on the page's own clock, so Playwright's overhead is not counted.
 */
async function arm(page: Page, done: Done): Promise<void> {
  // No named helpers inside: tsx wraps them in a __name call that the page does not have.
  await page.evaluate((done) => {
    window.__benchClickAt = undefined;
    window.__benchDoneAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        window.__benchClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (window.__benchClickAt === undefined) return;
      let reached: boolean;
      if (done.kind === 'cartLabelChanged') {
        const button = [...document.querySelectorAll('header button')].find((candidate) =>
          (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').startsWith('Cart'),
        );
        reached =
          (button?.getAttribute('aria-label') ?? button?.textContent ?? '') !== done.initial;
      } else {
        reached =
          location.pathname === done.path &&
          (document.querySelector('main h1')?.textContent ?? '').includes(done.name);
      }
      if (reached) {
        window.__benchDoneAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, done);
}

/** Waits for the armed measurement and answers click-to-done in ms. */
async function measured(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__benchDoneAt !== undefined, undefined, {
    timeout: 15_000,
  });
  return page.evaluate(() => (window.__benchDoneAt ?? 0) - (window.__benchClickAt ?? 0));
}

/** One Add to cart as a new shopper on /shop: click to badge. */
async function addToCartOnce(browser: Browser, baseURL: string): Promise<number> {
  const context = await visitorContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openHydrated(page, '/shop');
    const button = page.getByRole('article').getByRole('button', { name: 'Add to cart' }).first();
    const initial = await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart/ })
      .evaluate((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
    await arm(page, { kind: 'cartLabelChanged', initial });
    await button.click();
    return await measured(page);
  } finally {
    await context.close();
  }
}

/**
 * Times shopper interactions in chromium: Add to cart on /shop to the cart badge updating
 * (each sample a new shopper with an empty cart), and the client-side route change from the
 * shop to a product page (a different product each sample, back to the shop in between).
 *
 * @param browser - the browser
 * @param baseURL - the storefront's origin
 * @param samples - samples per interaction
 * @param log - progress output
 * @returns medians and spreads in ms
 * @remarks A sample during which the host stole CPU time is taken again (`onQuietHost`).
 */
export async function measureInteractions(
  browser: Browser,
  baseURL: string,
  samples: number,
  log: (line: string) => void,
): Promise<InteractionLatency> {
  const quietly = async (measure: () => Promise<number>) =>
    (await onQuietHost(measure, (line) => log(`interaction: ${line}`))).value;
  const adds: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    adds.push(await quietly(() => addToCartOnce(browser, baseURL)));
  }
  const routes: number[] = [];
  const context = await visitorContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openHydrated(page, '/shop');
    const products = await page.locator('article[aria-label]').evaluateAll((articles) =>
      articles.flatMap((article) => {
        const href = article.querySelector('a[href^="/product/"]')?.getAttribute('href');
        const name = article.getAttribute('aria-label');
        return href && name ? [{ href, name }] : [];
      }),
    );
    if (products.length === 0) throw new Error('the shop shows no product to open');
    for (let sample = 0; sample < samples; sample += 1) {
      const { href, name } = products[sample % products.length] as { href: string; name: string };
      routes.push(
        await quietly(async () => {
          await arm(page, { kind: 'productShown', path: href, name });
          await page.locator(`article a[href="${href}"]`).first().click();
          const latency = await measured(page);
          await page.goBack();
          await page.waitForURL('**/shop');
          await page.locator('article').first().waitFor();
          return latency;
        }),
      );
    }
  } finally {
    await context.close();
  }
  return { addToCart: summarise(adds), routeChange: summarise(routes) };
}
