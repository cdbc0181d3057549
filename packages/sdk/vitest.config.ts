import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** The commerce server's setup that starts PostgreSQL and its seeded template database. */
const postgresSetup = fileURLToPath(
  new URL('../../apps/commerce-server/src/testing/postgres-global-setup.ts', import.meta.url),
);

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build for source files while graphql-yoga (loaded by Node)
    // gets the CommonJS one: two GraphQLError classes, so the commerce server's user errors
    // were masked as 'Unexpected error.' in these tests. One path, one instance.
    // Only the bare specifier: `graphql/language/parser` and the like resolve as usual.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every test on the commerce server's default engine, SQLite; the operation tests also on
    // PostgreSQL, against a real server the commerce server's global setup starts.
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'fixtures/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/operations/**/*.test.ts'],
          globalSetup: [postgresSetup],
        },
      },
    ],
  },
});
