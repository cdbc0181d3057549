/** The customer id the backend gives an anonymous shopper. */
export const GUEST_CUSTOMER_ID = 'guest';

/**
 * Whether the checkout registers an account after placing the order.
 *
 * @param state - whether Create Account is ticked and the current customer id
 * @returns true only for a guest who ticked Create Account
 */
export function shouldRegisterAfterCheckout(state: {
  createAccount: boolean;
  customerId: string | null | undefined;
}): boolean {
  return state.createAccount && (!state.customerId || state.customerId === GUEST_CUSTOMER_ID);
}
