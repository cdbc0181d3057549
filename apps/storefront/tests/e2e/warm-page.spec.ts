import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The warm page (see `warm-page.ts`) forgets a test: the first test changes all it can on the page
 * and its context, the second gets the same page and finds none of it.
 */
test.describe.configure({ mode: 'serial' });

let firstPage: Page | undefined;
/** What the first test's listeners heard after it ended. */
const heard: string[] = [];

test('given a test that changes its page and context / it gets the warm page', async ({
  page,
  context,
}) => {
  firstPage = page;
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.setItem('warm-probe', 'stored');
    sessionStorage.setItem('warm-probe', 'stored');
  });
  await context.addCookies([{ name: 'warm-probe', value: 'set', url: page.url() }]);
  page.on('console', (message) => heard.push(`page console: ${message.text()}`));
  page.once('console', (message) => heard.push(`page console once: ${message.text()}`));
  context.on('request', (request) => heard.push(`context request: ${request.url()}`));
  await page.addInitScript(() => {
    (window as { warmProbe?: string }).warmProbe = 'page script';
  });
  await context.addInitScript(() => {
    (window as { warmContextProbe?: string }).warmContextProbe = 'context script';
  });
  await page.exposeFunction('warmProbeFunction', () => 'exposed');
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the page' }));
  await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the context' }));
  await page.setViewportSize({ width: 500, height: 400 });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.setExtraHTTPHeaders({ 'x-warm-page-probe': 'sent' });
  await context.setExtraHTTPHeaders({ 'x-warm-probe': 'sent' });
  await context.grantPermissions(['geolocation']);
  await context.setOffline(true);
  heard.length = 0;
});

test('given the test after it / the same page has forgotten every change', async ({
  page,
  context,
  viewport,
}) => {
  expect(page).toBe(firstPage);
  expect(page.viewportSize()).toEqual(viewport);
  expect(context).toBe(page.context());

  const response = await page.goto('/robots.txt');
  expect(await page.locator('body').textContent()).not.toContain('routed');
  const headers = await response?.request().allHeaders();
  expect(headers).not.toHaveProperty('x-warm-probe');
  expect(headers).not.toHaveProperty('x-warm-page-probe');
  expect(await context.cookies()).toEqual([]);
  const { geolocation, ...stored } = await page.evaluate(async () => ({
    local: localStorage.getItem('warm-probe'),
    session: sessionStorage.getItem('warm-probe'),
    pageScript: (window as { warmProbe?: string }).warmProbe ?? null,
    contextScript: (window as { warmContextProbe?: string }).warmContextProbe ?? null,
    exposed: typeof (window as { warmProbeFunction?: unknown }).warmProbeFunction,
    print: matchMedia('print').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
  }));
  // Headless Chromium answers a permission no one granted as denied.
  expect(geolocation).not.toBe('granted');
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
