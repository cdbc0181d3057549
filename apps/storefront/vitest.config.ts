import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * A test file's name chooses where it runs, by what stands before `.test.ts(x)`:
 * `name.test.ts` in Node, `name.dom.test.tsx` in happy-dom, and `.isolated` after either
 * (`name.isolated.test.ts`, `name.dom.isolated.test.tsx`) in a module graph of the file's own.
 */
const TESTS = '{app,vite}/**/*.test.{ts,tsx}';
const DOM = '{app,vite}/**/*.dom.test.{ts,tsx}';
const ISOLATED = '{app,vite}/**/*.isolated.test.{ts,tsx}';
const DOM_ISOLATED = '{app,vite}/**/*.dom.isolated.test.{ts,tsx}';

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
    // caches the modules keep are keyed by the server's endpoint, which differs per file. A file
    // that cannot share (it replaces a module with `vi.mock`, which only takes in a fresh graph,
    // or opens the process's session store, made once from the environment the file sets) is
    // named `.isolated`.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'server', include: [TESTS], exclude: [DOM, ISOLATED] } },
      {
        extends: true,
        test: {
          name: 'server (isolated)',
          include: [ISOLATED],
          exclude: [DOM_ISOLATED],
          isolate: true,
        },
      },
      // The files that render share a module graph among themselves, never with the server
      // files: React DOM decides at import whether it runs in a browser.
      { extends: true, test: { name: 'dom', include: [DOM], environment: 'happy-dom' } },
      {
        extends: true,
        test: {
          name: 'dom (isolated)',
          include: [DOM_ISOLATED],
          environment: 'happy-dom',
          isolate: true,
        },
      },
    ],
  },
});
