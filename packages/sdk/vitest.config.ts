import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build for source files while graphql-yoga (loaded by Node)
    // gets the CommonJS one: two GraphQLError classes, so the commerce server's user errors
    // were masked as 'Unexpected error.' in these tests. One path, one instance.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'fixtures/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
