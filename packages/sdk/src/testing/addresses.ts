// The workspace's one billing fixture, named by path as vitest.config.ts names the test-support
// package's setups: the SDK's dependencies name no app, and test-support depends on one.
export { BILLING } from '../../../../testing/src/fixtures';

/**
 * The fixed London address the cart page sets as the cart's shipping address when the shopper has
 * none (`DEFAULT_CART_SHIPPING_ADDRESS` of the domain).
 */
export const LONDON = {
  firstName: 'Test',
  lastName: 'Shopper',
  address1: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  country: 'GB' as const,
};
