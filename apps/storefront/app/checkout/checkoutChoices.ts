import {
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
