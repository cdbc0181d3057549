import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The shop as it meets a stock WooCommerce backend: the same global setup, with the commerce
// server started in its upstream profile (WooGraphQL 1.0 and a login plugin, none of the shop's
// extensions, no Offset Pagination), which the storefront learns by probing it.
process.env.COMMERCE_EXTENSIONS = 'off';

export default defineConfig({
  ...base,
  testDir: './tests/upstream',
});
