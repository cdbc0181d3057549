import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The worker's browser context is reused between tests (`reuseContext` in the config, and
 * `firstVisitTest` in fixtures.ts): the first test changes all it can on the page and its
 * context, the second gets the same page in the same renderer and finds none of it.
 */
test.describe.configure({ mode: 'serial' });

/** The DevTools target of the page: the same target is the same page in the same renderer. */
async function targetOf(page: Page): Promise<string> {
  const devtools = await page.context().newCDPSession(page);
  const { targetInfo } = await devtools.send('Target.getTargetInfo');
  await devtools.detach();
  return targetInfo.targetId;
}

let firstTarget: string | undefined;
/** What the first test's listeners heard after it ended. */
const heard: string[] = [];

test('given a test that changes its page and context / it gets the worker’s page', async ({
  page,
  context,
}) => {
  firstTarget = await targetOf(page);
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.setItem('reuse-probe', 'stored');
    sessionStorage.setItem('reuse-probe', 'stored');
  });
  await context.addCookies([{ name: 'reuse-probe', value: 'set', url: page.url() }]);
  page.on('console', (message) => heard.push(`page console: ${message.text()}`));
  page.once('console', (message) => heard.push(`page console once: ${message.text()}`));
  context.on('request', (request) => heard.push(`context request: ${request.url()}`));
  await page.addInitScript(() => {
    (window as { reuseProbe?: string }).reuseProbe = 'page script';
  });
  await context.addInitScript(() => {
    (window as { reuseContextProbe?: string }).reuseContextProbe = 'context script';
  });
  await page.exposeFunction('reuseProbeFunction', () => 'exposed');
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the page' }));
  await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the context' }));
  await page.setViewportSize({ width: 500, height: 400 });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.setExtraHTTPHeaders({ 'x-reuse-page-probe': 'sent' });
  await context.setExtraHTTPHeaders({ 'x-reuse-probe': 'sent' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.5, longitude: -0.1 });
  await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
  await context.setOffline(true);
  heard.length = 0;
});

test('given the test after it / the same page has forgotten every change', async ({
  page,
  context,
  viewport,
}) => {
  expect(await targetOf(page)).toBe(firstTarget);
  expect(page.viewportSize()).toEqual(viewport);
  expect(context).toBe(page.context());

  const response = await page.goto('/robots.txt');
  expect(await page.locator('body').textContent()).not.toContain('routed');
  const headers = await response?.request().allHeaders();
  expect(headers).not.toHaveProperty('x-reuse-probe');
  expect(headers).not.toHaveProperty('x-reuse-page-probe');
  expect(await context.cookies()).toEqual([]);
  const { geolocation, year, ...stored } = await page.evaluate(async () => ({
    local: localStorage.getItem('reuse-probe'),
    session: sessionStorage.getItem('reuse-probe'),
    pageScript: (window as { reuseProbe?: string }).reuseProbe ?? null,
    contextScript: (window as { reuseContextProbe?: string }).reuseContextProbe ?? null,
    exposed: typeof (window as { reuseProbeFunction?: unknown }).reuseProbeFunction,
    print: matchMedia('print').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    year: new Date().getFullYear(),
  }));
  // Headless Chromium answers a permission no one granted as denied.
  expect(geolocation).not.toBe('granted');
  expect(year).toBe(new Date().getFullYear());
  expect(stored).toEqual({
    local: null,
    session: null,
    pageScript: null,
    contextScript: null,
    exposed: 'undefined',
    print: false,
    dark: false,
  });

  // Listeners are called in the order they were added, so the first test's would have run by now.
  const logged = page.waitForEvent('console');
  await page.evaluate(() => console.log('after the first test'));
  await logged;
  expect(heard).toEqual([]);
});
