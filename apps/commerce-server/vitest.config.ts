import { defineConfig } from 'vitest/config';

/**
 * A test file's name chooses its projects, by what stands before `.test.ts`. A plain
 * `name.test.ts` runs on both engines. `.sqlite` runs on SQLite only (SQLite's own tools and
 * files: backup, migrations by user_version, FTS5, query plans, a second connection to the file),
 * `.postgres` on PostgreSQL only, and `.once` once, on SQLite (the test harness, the cluster's
 * tooling and units with no database, where a second engine would run the same thing again).
 * `.isolated` after any of them (`name.isolated.test.ts`, `name.sqlite.isolated.test.ts`) gives
 * the file the server's modules to itself: it replaces a module with `vi.mock` (the replacement
 * only takes when the file loads the modules afresh), or it counts or times the process's
 * password hashing, whose queue is shared by the whole process, so hashing left by an earlier
 * file would be counted or would hold its own up.
 */
const TESTS = 'src/**/*.test.ts';
const ISOLATED = 'src/**/*.isolated.test.ts';
const SQLITE_ONLY = 'src/**/*.{sqlite,once}.test.ts';
const SQLITE_ONLY_ISOLATED = 'src/**/*.{sqlite,once}.isolated.test.ts';
const POSTGRES_ONLY = 'src/**/*.postgres.test.ts';
const POSTGRES_ONLY_ISOLATED = 'src/**/*.postgres.isolated.test.ts';

/** Lowers the work factor of new password hashes in the projects that do not time hashing. */
const CHEAP_HASHING = 'src/testing/cheap-hashing.ts';

// The suite runs twice: on SQLite (the default engine), and on a real PostgreSQL the global
// setup starts, where each test's server gets its own copy of a seeded template database.
// Files share one module graph per worker (`isolate: false`): loading the server's dependencies
// again for every file cost about as much CPU as all the tests together. No file may leave
// global state behind: environment variables are restored (`vi.unstubAllEnvs`), clocks are
// per server, and files that need the server's modules to themselves run isolated
// (named `.isolated`).
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
          include: [TESTS],
          exclude: [POSTGRES_ONLY, ISOLATED],
          isolate: false,
          setupFiles: [CHEAP_HASHING],
        },
      },
      {
        extends: true,
        test: {
          name: 'sqlite (isolated)',
          include: [ISOLATED],
          exclude: [POSTGRES_ONLY_ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [TESTS],
          exclude: [SQLITE_ONLY, ISOLATED],
          isolate: false,
          setupFiles: [CHEAP_HASHING],
          globalSetup: ['src/testing/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres (isolated)',
          include: [ISOLATED],
          exclude: [SQLITE_ONLY_ISOLATED],
          globalSetup: ['src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
