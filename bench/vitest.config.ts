import { defineConfig } from 'vitest/config';

// The load runner, the report and the Lighthouse suite's choice of browsers have tests here; the
// benchmarks themselves measure and never assert.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Both files load the commerce server's modules, which cost more CPU than a file's load: one
    // worker loads them once for both. Neither file leaves global state (each stops its servers
    // and removes its directory).
    isolate: false,
    fileParallelism: false,
  },
});
