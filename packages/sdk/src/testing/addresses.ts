/** A complete, valid billing address (GB) for checkout tests. */
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
