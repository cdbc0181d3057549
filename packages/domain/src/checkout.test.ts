import { describe, expect, it } from 'vitest';
import { shouldRegisterAfterCheckout } from './checkout';

describe('shouldRegisterAfterCheckout', () => {
  it('given a guest who ticked Create Account, it registers with the billing e-mail', () => {
    expect(shouldRegisterAfterCheckout({ createAccount: true, customerId: 'guest' })).toBe(true);
    expect(shouldRegisterAfterCheckout({ createAccount: true, customerId: undefined })).toBe(true);
  });

  it('given a registered customer or an unticked box, it does not register', () => {
    expect(
      shouldRegisterAfterCheckout({ createAccount: true, customerId: 'Y3VzdG9tZXI6MQ==' }),
    ).toBe(false);
    expect(shouldRegisterAfterCheckout({ createAccount: false, customerId: 'guest' })).toBe(false);
  });
});
