import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The shop as it meets a stock WooCommerce backend: the same global setup, with the commerce
// server started in its upstream profile (WooGraphQL 1.0 and a login plugin, none of the shop's
// extensions, no Offset Pagination), which the storefront learns by probing it.
process.env.COMMERCE_EXTENSIONS = 'off';
// WooCommerce's own offline gateway beside the crypto ones, which on a stock backend redirect as
// their plugins' checkout answers do.
process.env.COMMERCE_PAYMENT_GATEWAYS = 'bacs,btcpaygf_default,nowpayments';
// Login tokens as short-lived as a login plugin's (JWT Authentication's last 5 minutes): the shop
// renews them a minute before they expire, so a login here is renewed after 15 s.
process.env.AUTH_TOKEN_LIFETIME_SECONDS = '75';

export default defineConfig({
  ...base,
  testDir: './tests/upstream',
});
