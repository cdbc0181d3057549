import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Global setups of the workspace's test-support package, named by path: the SDK is a library and
 * its dependency graph names no app, so its tests reach a real commerce server only over HTTP,
 * through the server broker these start (see docs/decisions/010-one-test-support-package.md).
 */
const testSupport = (file: string) =>
  fileURLToPath(new URL(`../../testing/src/${file}`, import.meta.url));
const brokerSetup = testSupport('server-broker-setup.ts');
const postgresSetup = testSupport('postgres-global-setup.ts');

/**
 * The files named `name.dom.test.ts(x)` run in happy-dom. They share a module graph among
 * themselves, never with the files in Node: React DOM decides at import whether it runs in a
 * browser, and a worker that switched environments between files set its modules up again.
 */
const DOM = 'src/**/*.dom.test.{ts,tsx}';

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build for source files while Node loads the CommonJS one for
    // libraries: two GraphQLError classes in one process. One path, one instance.
    // Only the bare specifier: `graphql/language/parser` and the like resolve as usual.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Under `nice` beside the browser suites one PostgreSQL test took 10 s (alone, under 1 s):
    // the limits only catch a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share one module graph per worker: loading urql and the SDK again for every
    // file cost more CPU than most files' tests. No file may leave global state behind
    // (browser storage is cleared and stubbed globals restored after each test).
    isolate: false,
    // Every test on the commerce server's default engine, SQLite; the operation tests also on
    // PostgreSQL, where the broker's servers use copies of the seeded template database.
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'fixtures/**/*.test.ts'],
          exclude: [DOM],
          globalSetup: [brokerSetup],
        },
      },
      {
        extends: true,
        test: {
          name: 'sqlite (dom)',
          include: [DOM],
          environment: 'happy-dom',
          globalSetup: [brokerSetup],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/operations/**/*.test.ts'],
          globalSetup: [postgresSetup, brokerSetup],
        },
      },
    ],
  },
});
