import { defineConfig } from 'vitest/config';

// Only the load runner has tests here; the benchmarks themselves measure and never assert.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
