// The workspace's one billing fixture, named by path as vitest.config.ts names the test-support
// package's setups: the SDK's dependencies name no app, and test-support depends on one.
export { BILLING } from '../../../../testing/src/fixtures';

/** A shipping address in London. */
export const LONDON = {
  firstName: 'Test',
  lastName: 'Shopper',
  address1: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  country: 'GB' as const,
};
