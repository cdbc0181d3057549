import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LighthouseBrowser, LighthouseRun } from './lighthouse';

// Chromium and Lighthouse stand-ins that write down what happened, in order: `launch 2` starts
// the second browser, `run 2 shop.test/shop` runs Lighthouse in it on the storefront's /shop
// (static.test is the static copy), `close 2` stops it.
const events: string[] = [];
let launched = 0;
let failures = 0;

vi.mock('./settle', () => ({
  settle: async () => {},
  onQuietHost: async (measure: () => Promise<unknown>) => ({ value: await measure(), steal: 0 }),
}));
vi.mock('./lighthouse', () => ({
  launchChromium: async (): Promise<LighthouseBrowser> => {
    launched += 1;
    const port = launched;
    events.push(`launch ${port}`);
    return { port, close: async () => void events.push(`close ${port}`) };
  },
  rememberVisitor: async () => {},
  restTabs: async () => {},
  runLighthouse: async (browser: LighthouseBrowser, url: string): Promise<LighthouseRun> => {
    const { host, pathname } = new URL(url);
    events.push(`run ${browser.port} ${host}${pathname}`);
    if (failures > 0 && browser.port > 1) {
      failures -= 1;
      throw new Error('NO_NAVSTART');
    }
    return {
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcp: 1,
      lcp: 1,
      tbt: 0,
      cls: 0,
      longestTask: 0,
      commitTask: 0,
      longestPageTask: 0,
      longestScriptTask: 0,
      totalBytes: 1,
      scriptBytes: 1,
      requests: 1,
    };
  },
}));

const { measureLighthouse } = await import('./lighthouse-suite');

const pages = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
];

describe('measureLighthouse', () => {
  beforeEach(() => {
    events.length = 0;
    launched = 0;
    failures = 0;
  });

  it('given two pages and two runs / every first visit runs in a chromium launched for it and closed after it, the returning visits and the static copy in one browser', async () => {
    await measureLighthouse('http://shop.test', 'http://static.test', pages, 2, () => {});
    expect(events).toEqual([
      'launch 1',
      'run 1 shop.test/',
      'run 1 static.test/',
      'launch 2',
      'run 2 shop.test/',
      'close 2',
      'run 1 shop.test/shop',
      'run 1 static.test/shop',
      'launch 3',
      'run 3 shop.test/shop',
      'close 3',
      'run 1 shop.test/',
      'run 1 static.test/',
      'launch 4',
      'run 4 shop.test/',
      'close 4',
      'run 1 shop.test/shop',
      'run 1 static.test/shop',
      'launch 5',
      'run 5 shop.test/shop',
      'close 5',
      'close 1',
    ]);
  });

  it('given a first visit whose recording fails / it is retried in another fresh chromium', async () => {
    failures = 1;
    await measureLighthouse(
      'http://shop.test',
      'http://static.test',
      pages.slice(0, 1),
      1,
      () => {},
    );
    expect(events).toEqual([
      'launch 1',
      'run 1 shop.test/',
      'run 1 static.test/',
      'launch 2',
      'run 2 shop.test/',
      'close 2',
      'launch 3',
      'run 3 shop.test/',
      'close 3',
      'close 1',
    ]);
  });
});
