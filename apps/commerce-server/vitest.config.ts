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
  'src/store/plain-text.test.ts',
  'src/store/attributes.test.ts',
  'src/testing/**',
  'src/cluster/**',
  'src/env.test.ts',
  'src/layering.test.ts',
  'src/graphql/upstream-contract.test.ts',
];

/**
 * Files that need the server's modules to themselves, so they run isolated: one replaces a
 * module with `vi.mock` (the replacement only takes when the file loads the modules afresh), the
 * others count or time the process's password hashing, whose queue is shared by the whole
 * process, so hashing left by an earlier file would be counted or would hold theirs up.
 */
const ISOLATED = [
  'src/checkout/concurrent-writer.test.ts',
  'src/auth/account-attacks.test.ts',
  'src/auth/enumeration-timing.test.ts',
  'src/graphql/resolvers/login.test.ts',
];

/** Lowers the work factor of new password hashes in the projects that do not time hashing. */
const CHEAP_HASHING = 'src/testing/cheap-hashing.ts';

// The suite runs twice: on SQLite (the default engine), and on a real PostgreSQL the global
// setup starts, where each test's server gets its own copy of a seeded template database.
// Files share one module graph per worker (`isolate: false`): loading the server's dependencies
// again for every file cost about as much CPU as all the tests together. No file may leave
// global state behind: environment variables are restored (`vi.unstubAllEnvs`), clocks are
// per server, and files that need the server's modules to themselves run isolated
// (ISOLATED).
export default defineConfig({
  test: {
    // Under `nice` beside the browser suites a test of 20 refused refresh tokens on PostgreSQL
    // took 22 s (alone, under 2 s), and one of two dozen checkout attempts over 60 s: the limit
    // only catches a test that hangs.
    testTimeout: 120_000,
    // Opening and seeding a PostgreSQL database in a hook waited past the 10 s default in a test
    // command where this suite ran under `nice` beside the browser suites.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts', ...ISOLATED],
          isolate: false,
          setupFiles: [CHEAP_HASHING],
        },
      },
      {
        extends: true,
        test: {
          name: 'sqlite (isolated)',
          include: ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts'],
          exclude: [...SQLITE_ONLY, ...ISOLATED],
          isolate: false,
          setupFiles: [CHEAP_HASHING],
          globalSetup: ['src/testing/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres (isolated)',
          include: ISOLATED,
          exclude: SQLITE_ONLY,
          globalSetup: ['src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
