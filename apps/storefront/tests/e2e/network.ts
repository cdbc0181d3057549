import type { BrowserContext, Page, Request } from '@playwright/test';

/** A page's requests in flight, and how many it has started so far. */
interface Traffic {
  pending: Set<Request>;
  started: number;
}

const trafficOf = new WeakMap<Page, Traffic>();

function watch(page: Page): void {
  if (trafficOf.has(page)) return;
  const traffic: Traffic = { pending: new Set(), started: 0 };
  page.on('request', (request) => {
    traffic.pending.add(request);
    traffic.started += 1;
  });
  page.on('requestfinished', (request) => traffic.pending.delete(request));
  page.on('requestfailed', (request) => traffic.pending.delete(request));
  trafficOf.set(page, traffic);
}

/**
 * Counts the requests in flight of every page of the context, those open and those it opens
 * later, for `networkSettled`.
 *
 * @param context - the browser context, before its pages navigate
 */
export function trackRequests(context: BrowserContext): void {
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/**
 * Waits until the page has no request in flight and its main thread has gone idle without
 * starting another: what the page loads after hydration (data, the parts it mounts when idle,
 * images, fonts) has arrived and been handled.
 *
 * @remarks Playwright's `networkidle` waits for the same quiet but then a fixed 500 ms more; the
 *   idle callback instead lets the page run what the last answer set off, and a request it starts
 *   meanwhile sends the wait round again.
 * @param page - a page of a context passed to `trackRequests` before the page navigated
 * @param timeout - how long the page may keep loading, in ms
 */
export async function networkSettled(page: Page, timeout = 15_000): Promise<void> {
  const traffic = trafficOf.get(page);
  if (!traffic) throw new Error('networkSettled needs trackRequests on the page’s context first');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (traffic.pending.size === 0) {
      const started = traffic.started;
      const idle = await page
        .evaluate(
          () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1_000 })),
        )
        .then(
          () => true,
          (error: Error) => {
            // The page navigated meanwhile (a redirect made in the browser): wait for the new one.
            if (error.message.includes('Execution context was destroyed')) return false;
            throw error;
          },
        );
      if (idle && traffic.pending.size === 0 && traffic.started === started) return;
    } else {
      await new Promise((wait) => setTimeout(wait, 20));
    }
  }
  const urls = [...traffic.pending].map((request) => request.url());
  throw new Error(`the page still loads after ${timeout} ms: ${urls.join(', ')}`);
}
