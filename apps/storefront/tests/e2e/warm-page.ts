import type {
  Browser,
  BrowserContextOptions,
  CDPSession,
  Disposable,
  Page,
} from '@playwright/test';

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

/** Methods of a page and of a context that add a listener. */
const LISTENER_METHODS = ['on', 'once', 'addListener', 'prependListener'] as const;
/** Methods of a page and of a context whose answer takes back what they added. */
const DISPOSABLE_METHODS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route'] as const;
/** The clock methods that install Playwright's fake clock in the page, which cannot be undone. */
const CLOCK_SETTERS = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime'] as const;

type Method = (...args: unknown[]) => unknown;
type Emitter = { removeListener: (event: string, listener: Method) => unknown };

/** What a test changed on a warm page, as steps that take each change back. */
class Changes {
  private readonly undo: (() => unknown)[] = [];
  private readonly resets = new Set<() => Promise<unknown>>();
  private readonly restores: (() => void)[] = [];
  /** Whether the test changed something that cannot be taken back. */
  lost = false;

  /** Calls `seen` with the arguments and answer of every call of `target[name]` until `stop`. */
  watch(target: object, name: string, seen: (args: unknown[], answer: unknown) => void): void {
    const methods = target as Record<string, Method>;
    const original = methods[name];
    if (!original) throw new Error(`warm pages watch ${name}, which Playwright no longer has`);
    methods[name] = (...args) => {
      const answer = original.apply(target, args);
      seen(args, answer);
      return answer;
    };
    this.restores.push(() => {
      methods[name] = original;
    });
  }

  /** Records the listeners `target` is given, to be removed. */
  listeners(target: object): void {
    for (const name of LISTENER_METHODS) {
      this.watch(target, name, ([event, listener]) =>
        this.undo.push(() =>
          (target as Emitter).removeListener(event as string, listener as Method),
        ),
      );
    }
  }

  /** Records what `target` adds through methods that answer a `Disposable`, to be disposed of. */
  disposables(target: object): void {
    for (const name of DISPOSABLE_METHODS) {
      this.watch(target, name, (_, answer) =>
        this.undo.push(() =>
          (answer as Promise<Disposable>).then(
            (disposable) => disposable.dispose(),
            () => undefined,
          ),
        ),
      );
    }
  }

  /** Once `target[name]` is called, `reset` sets back what it changed. */
  setting(target: object, name: string, reset: () => Promise<unknown>): void {
    this.watch(target, name, () => this.resets.add(reset));
  }

  /** Marks the page as lost once any of `names` on `target` is called. */
  lostBy(target: object, names: readonly string[]): void {
    for (const name of names) {
      this.watch(target, name, () => {
        this.lost = true;
      });
    }
  }

  /** Puts the methods back as they were. */
  stop(): void {
    for (const restore of this.restores.splice(0)) restore();
  }

  /** Takes back every recorded change, the latest first. */
  async takeBack(): Promise<void> {
    for (const step of this.undo.splice(0).reverse()) await step();
    for (const reset of this.resets) await reset();
    this.resets.clear();
  }
}

/**
 * Watches what a test may change on a warm page and its context: listeners, init scripts,
 * exposed functions, routes, media emulation, extra headers, offline mode, permissions,
 * geolocation, and the clock (which marks the page as lost).
 */
function watchTest(page: Page, options: WarmOptions): Changes {
  const changes = new Changes();
  const context = page.context();
  for (const target of [page, context]) {
    changes.listeners(target);
    changes.disposables(target);
  }
  changes.setting(page, 'emulateMedia', () =>
    page.emulateMedia({
      media: null,
      colorScheme: options.colorScheme ?? null,
      reducedMotion: options.reducedMotion ?? null,
      forcedColors: null,
      contrast: null,
    }),
  );
  changes.setting(page, 'setExtraHTTPHeaders', () => page.setExtraHTTPHeaders({}));
  changes.setting(context, 'setExtraHTTPHeaders', () => context.setExtraHTTPHeaders({}));
  changes.setting(context, 'setOffline', () => context.setOffline(false));
  changes.setting(context, 'grantPermissions', () => context.clearPermissions());
  changes.setting(context, 'setGeolocation', () => context.setGeolocation(null));
  changes.lostBy(page.clock, CLOCK_SETTERS);
  return changes;
}

interface Warm {
  page: Page;
  /** The page's DevTools session, to clear the HTTP cache between tests. */
  devtools: CDPSession;
}

/**
 * Warm pages of one worker, one per set of context options.
 *
 * Chromium starts a renderer process for every new browser context, about a core-second on this
 * 2-core machine before the page does anything; a navigation in a page that is already open costs
 * a tenth of that. So the tests of a returning visitor share a page per worker, and between two
 * tests it forgets the test and the visitor: what the test added to the page or its context
 * (listeners, routes, init scripts, exposed functions) goes, what it set (viewport, media, extra
 * headers, offline mode, permissions, geolocation) comes back, and cookies, the HTTP cache and
 * both storages of the shop are cleared on a page of the shop's own (`/robots.txt`, no script).
 * What stays is the renderer process and the scripts it has compiled. A page the test closed, or
 * whose clock it took over, is closed for good and the next test gets a new one.
 *
 * @param browser - the worker's browser
 * @param prepare - readies a new page and its context before the page's first navigation (init
 *   scripts, request counting)
 */
export function warmPages(browser: Browser, prepare: (page: Page) => Promise<void>): WarmPages {
  const pages = new Map<string, Warm>();
  const origin = process.env.E2E_STOREFRONT_URL;

  async function open(options: WarmOptions): Promise<Warm> {
    const context = await browser.newContext({ ...options, baseURL: origin });
    const page = await context.newPage();
    await prepare(page);
    return { page, devtools: await context.newCDPSession(page) };
  }

  async function acquire(options: WarmOptions): Promise<WarmPage> {
    const key = JSON.stringify(options);
    let warm = pages.get(key);
    if (!warm || warm.page.isClosed()) {
      warm = await open(options);
      pages.set(key, warm);
    }
    const { page, devtools } = warm;
    const changes = watchTest(page, options);

    async function forget() {
      changes.stop();
      if (page.isClosed()) return;
      if (changes.lost) throw new Error('the test took over the page’s clock');
      await changes.takeBack();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      if (options.viewport) await page.setViewportSize(options.viewport);
      await page.context().clearCookies();
      await devtools.send('Network.clearBrowserCache');
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    async function release() {
      try {
        await forget();
      } catch {
        pages.delete(key);
        await page.context().close({ reason: 'the warm page could not forget its test' });
      }
    }
    return { page, release };
  }

  return {
    acquire,
    closeAll: async () => {
      await Promise.all([...pages.values()].map(({ page }) => page.context().close()));
    },
  };
}
