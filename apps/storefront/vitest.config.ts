import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The files that render in happy-dom (each names it in its `@vitest-environment` docblock). They
 * share a module graph among themselves, never with the server files: React DOM decides at import
 * whether it runs in a browser.
 */
const domFiles = [
  'app/account/accountRoutes.test.tsx',
  'app/blog/PostPage.test.tsx',
  'app/commerce/newsletterMoment.test.ts',
  'app/components/RetryWhileFailed.test.tsx',
  'app/components/useProductSearch.test.tsx',
  'app/lib/deferred.test.tsx',
  'app/lib/earlyClicks.test.ts',
  'app/lib/useHydrated.test.tsx',
  'app/product/NotifyMe.test.tsx',
  'app/root.test.tsx',
  'app/routes/coas.render.test.tsx',
  'app/routes/contact.test.tsx',
  'app/routes/faqs.test.tsx',
  'app/routes/how-to-pay.test.tsx',
  'app/routes/legal-pages.test.tsx',
  'app/routes/product.$slug.render.test.tsx',
  'app/routes/search.render.test.tsx',
];

/**
 * Server files that open the process's session store (made once, at first use, from the
 * environment the file sets) or mock the file system under it: each runs in a module graph of
 * its own.
 */
const SESSION_STORE_FILES = [
  'app/lib/shopperSession.server.test.ts',
  'app/lib/shopperSessionStore.server.test.ts',
  'app/lib/shopperSessionRotation.server.test.ts',
];

/** A happy-dom file that runs in a module graph of its own (see its project below). */
const ISOLATED_DOM_FILE = 'app/commerce/Overlays.test.tsx';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    setupFiles: ['./app/testing/setup.ts'],
    // Files that need a commerce server borrow one with a fresh database from this broker, which
    // runs the servers in the main process: the server's modules load once for the run, not once
    // per file.
    globalSetup: ['@peptide/test-support/server-broker-setup'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Files share one module graph per worker: loading React Router, the SDK and the routes
    // again for every file cost more CPU than the tests. No file may leave global state behind:
    // environment variables and globals are put back, fake clocks made real again, and the
    // caches the modules keep are keyed by the server's endpoint, which differs per file.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
          exclude: [...domFiles, ISOLATED_DOM_FILE, ...SESSION_STORE_FILES],
        },
      },
      {
        extends: true,
        test: { name: 'server (isolated)', include: SESSION_STORE_FILES, isolate: true },
      },
      { extends: true, test: { name: 'dom', include: domFiles, environment: 'happy-dom' } },
      // It mocks the lazy modals that the root (rendered by other dom files) imports for real: in
      // a shared module graph the overlays module is then already loaded with the real ones.
      {
        extends: true,
        test: {
          name: 'dom (isolated)',
          include: [ISOLATED_DOM_FILE],
          environment: 'happy-dom',
          isolate: true,
        },
      },
    ],
  },
});
