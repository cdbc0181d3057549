import { defineConfig } from 'vitest/config';

// The load runner and the report have tests here; the benchmarks themselves measure and never assert.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
