import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The shop on several commerce-server instances: the global setup starts PostgreSQL, two
// instances on it and nginx in front of them, and the built storefront against nginx.
export default defineConfig({
  ...base,
  testDir: './tests/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  fullyParallel: false,
  workers: 1,
});
