import type { Browser, BrowserContextOptions, Disposable, Page } from '@playwright/test';

/** The clock methods that install Playwright's fake clock in the page. */
const CLOCK_SETTERS = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime'] as const;

/** The context options a test may set with `test.use` that a warm page honours. */
export type WarmOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'javaScriptEnabled' | 'colorScheme' | 'reducedMotion' | 'hasTouch' | 'isMobile'
>;

/** Hands a test a warm page for its options; `release` readies it for the next test. */
export interface WarmPages {
  acquire: (options: WarmOptions) => Promise<WarmPage>;
  closeAll: () => Promise<void>;
}

export interface WarmPage {
  page: Page;
  /** Forgets what the test did to the page and its visitor, or closes the page if it cannot. */
  release: () => Promise<void>;
}

/**
 * Warm pages of one worker, one per set of context options.
 *
 * Chromium starts a renderer process for every new browser context, about a core-second on this
 * 2-core machine before the page does anything; a navigation in a page that is already open costs
 * a tenth of that. So the tests of a returning visitor share a page per worker, and between two
 * tests it forgets the visitor: the test's listeners, routes and init scripts go, its viewport
 * comes back, cookies, the HTTP cache and both storages of the shop are cleared on a page of the
 * shop's own (`/robots.txt`, no script). What stays is the renderer process and the scripts it
 * has compiled. A page the test closed, or whose clock it took over, is closed for good and the
 * next test gets a new one.
 *
 * @param browser - the worker's browser
 * @param prepare - readies a new page and its context before the page's first navigation (init
 *   scripts, request counting)
 */
export function warmPages(browser: Browser, prepare: (page: Page) => Promise<void>): WarmPages {
  const pages = new Map<string, Page>();
  const origin = process.env.E2E_STOREFRONT_URL;

  async function open(options: WarmOptions): Promise<Page> {
    const context = await browser.newContext({ ...options, baseURL: origin });
    const page = await context.newPage();
    await prepare(page);
    return page;
  }

  async function acquire(options: WarmOptions): Promise<WarmPage> {
    const key = JSON.stringify(options);
    let page = pages.get(key);
    if (!page || page.isClosed()) {
      page = await open(options);
      pages.set(key, page);
    }
    const warm = page;
    // What the test adds to the page is recorded to be taken off again.
    const listeners: [string, (...args: never[]) => void][] = [];
    const on = warm.on;
    warm.on = ((event: string, listener: (...args: never[]) => void) => {
      listeners.push([event, listener]);
      return on.call(warm, event as never, listener as never);
    }) as Page['on'];
    const disposables: Disposable[] = [];
    const addInitScript = warm.addInitScript;
    warm.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
      const disposable = await addInitScript.apply(warm, args);
      disposables.push(disposable);
      return disposable;
    };
    // Any of these installs Playwright's fake clock, which a page cannot give back.
    let clockTaken = false;
    const clock = warm.clock as unknown as Record<string, (...args: never[]) => Promise<void>>;
    type Setter = (...args: never[]) => Promise<void>;
    const clockSetters = new Map(CLOCK_SETTERS.map((name) => [name, clock[name] as Setter]));
    for (const [name, method] of clockSetters) {
      clock[name] = (...args) => {
        clockTaken = true;
        return method.apply(warm.clock, args);
      };
    }

    async function forget() {
      for (const [name, method] of clockSetters) clock[name] = method;
      warm.addInitScript = addInitScript;
      warm.on = on;
      if (warm.isClosed()) return;
      if (clockTaken) throw new Error('the test took over the page’s clock');
      for (const [event, listener] of listeners) warm.off(event as never, listener as never);
      await Promise.all(disposables.map((disposable) => disposable.dispose()));
      await warm.unrouteAll({ behavior: 'ignoreErrors' });
      if (options.viewport) await warm.setViewportSize(options.viewport);
      await warm.context().clearCookies();
      const session = await warm.context().newCDPSession(warm);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await warm.goto(`${origin}/robots.txt`);
      await warm.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    async function release() {
      try {
        await forget();
      } catch {
        pages.delete(key);
        await warm.context().close({ reason: 'the warm page could not forget its test' });
      }
    }
    return { page: warm, release };
  }

  return {
    acquire,
    closeAll: async () => {
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
  };
}
