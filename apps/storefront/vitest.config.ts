import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    setupFiles: ['./app/testing/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}'],
    // Files that need a commerce server borrow one with a fresh database from this broker, which
    // runs the servers in the main process: the server's modules load once for the run, not once
    // per file.
    globalSetup: ['@peptide/test-support/server-broker-setup'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
