import { defineConfig } from 'vitest/config';

/**
 * Tests of SQLite's own tools and files (backup, migrations by user_version, FTS5, query plans,
 * a second connection to the file), of the test harness itself, and of units with no database.
 */
const SQLITE_ONLY = [
  'src/db/backup.test.ts',
  'src/db/migrations.test.ts',
  'src/db/transaction.test.ts',
  'src/checkout/concurrent-writer.test.ts',
  'src/seed/seed.test.ts',
  'src/store/catalog-paging.test.ts',
  'src/store/text-search.test.ts',
  'src/testing/**',
  'src/cluster/**',
  'src/env.test.ts',
  'src/layering.test.ts',
];

/**
 * Files that replace a module of the server with `vi.mock`: the replacement only takes when the
 * file loads the server's modules afresh, so these run in a module graph of their own.
 */
const MOCKS_MODULES = ['src/checkout/concurrent-writer.test.ts'];

// The suite runs twice: on SQLite (the default engine), and on a real PostgreSQL the global
// setup starts, where each test's server gets its own copy of a seeded template database.
// Files share one module graph per worker (`isolate: false`): loading the server's dependencies
// again for every file cost about as much CPU as all the tests together. No file may leave
// global state behind: environment variables are restored (`vi.unstubAllEnvs`), clocks are
// per server, and module mocks run isolated (MOCKS_MODULES).
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts', ...MOCKS_MODULES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sqlite (isolated)',
          include: MOCKS_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts'],
          exclude: SQLITE_ONLY,
          isolate: false,
          globalSetup: ['src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
