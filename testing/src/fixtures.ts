/**
 * A complete, valid billing address (GB) that checkout accepts, for tests and load runs that
 * place orders.
 */
export const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB' as const,
  email: 'ada@example.com',
  phone: '(020) 7946-0958',
};
