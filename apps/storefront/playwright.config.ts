import { defineConfig } from '@playwright/test';

// The global setup starts the built storefront and the commerce server on free loopback ports
// and publishes the storefront's address in E2E_STOREFRONT_URL; workers read it here.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Alone, the suite waits a third of its run with two workers (page loads, the server, the
  // browser's idle time); in the test command it shares both cores with every other check, where
  // four workers starved each other's pages (toasts and timers outlived their tests' waits).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // On CI's two cores a test may lose a race with the machine's load; a retry that passes is
  // reported as flaky in the summary, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Three workers share two cores with the other checks, so a test gets less CPU than alone.
  timeout: 60_000,
  // Screenshot baselines sit beside their spec, one per name (one browser, one platform).
  snapshotPathTemplate: '{testDir}/{testFileDir}/screenshots/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/e2e/layout/screenshot.css',
      // Text antialiasing may differ by a few pixels between runs; a layout change moves more.
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: process.env.E2E_STOREFRONT_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] },
    // Recording a trace costs every test a sixth more CPU (a DOM snapshot and screenshot per
    // action) to keep it only for the few that fail: record it on the retry of a failed test
    // instead (CI retries once); elsewhere, rerun a failing spec with `--trace=on`.
    trace: 'on-first-retry',
    // One browser context and page per worker, reset between tests rather than made anew: a new
    // context costs Chromium a new renderer process (see `firstVisitTest` in
    // tests/e2e/fixtures.ts for what the reset clears and what the fixture sets back).
    reuseContext: true,
  },
});
