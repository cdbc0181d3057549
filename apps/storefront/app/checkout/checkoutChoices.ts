import {
  BITCOIN_GATEWAY_ID,
  chooseShippingMethod,
  formatEuro,
  INSURANCE_PRODUCT_NAME,
  LIMITS,
  readAmount,
  type ShippingMethod,
} from '@peptide/domain';
import type { CartFragment } from '@peptide/sdk';

/** The checkout's insurance box's field name: posted when ticked. */
export const INSURANCE_FIELD = 'insurance';

/** The insurance add-on's label: what ticking adds, and its price. */
export const INSURANCE_LABEL = `Add ${INSURANCE_PRODUCT_NAME} (${formatEuro(LIMITS.insurancePrice)})`;

/**
 * The shipping rates the cart offers.
 *
 * @param cart - the server's cart, or null before it has answered
 * @returns the rates of its first package
 */
export function shippingMethodsOf(cart: CartFragment | null): ShippingMethod[] {
  const rates = cart?.availableShippingMethods?.[0]?.rates ?? [];
  return rates.flatMap((rate) =>
    rate ? [{ id: rate.id, label: rate.label ?? '', cost: readAmount(rate.cost) }] : [],
  );
}

/**
 * The shipping method in effect, shown as chosen and sent with the order: the one decision of
 * the shipping fallback.
 *
 * @param cart - the server's cart, or null before it has answered
 * @returns the cart's choice when it is offered, else the first rate, else the flat rate
 */
export function shippingMethodInEffect(cart: CartFragment | null): string {
  return chooseShippingMethod(shippingMethodsOf(cart), cart?.chosenShippingMethods?.[0]);
}

/**
 * The payment method the session's cart is priced for: the bitcoin gateway when the cart holds
 * its discount (the backend keeps the method chosen earlier, in another visit too, and keeps its
 * discount as a negative fee), else none. The checkout shows that method chosen, so the total
 * never counts a discount for a method the form does not show.
 *
 * @param cart - the server's cart, or null
 * @returns the gateway's id, or '' when the cart names none
 */
export function paymentMethodPricedIn(cart: CartFragment | null): string {
  return cart && readAmount(cart.feeTotal) < 0 ? BITCOIN_GATEWAY_ID : '';
}
