import { LIMITS } from '@peptide/domain';

/**
 * The name of the bitcoin discount as a fee line, on the cart (`Cart.fees`) and on the order
 * (`Order.feeLines`): WooCommerce payment gateways give a payment discount as a negative fee.
 */
export const BITCOIN_FEE_NAME = `Bitcoin discount (${LIMITS.bitcoinDiscountRate * 100}%)`;

/** A fee of a cart or order: a negative amount is a deduction. */
export interface Fee {
  id: string;
  name: string;
  amount: number;
}

/**
 * The fees a bitcoin discount becomes: one negative fee, or none when there is no discount.
 *
 * @param bitcoinDiscount - computeTotals' `bitcoinDiscount` (0 or more)
 * @returns the fee lines
 */
export function bitcoinFees(bitcoinDiscount: number): Fee[] {
  return bitcoinDiscount > 0
    ? [{ id: 'bitcoin-discount', name: BITCOIN_FEE_NAME, amount: -bitcoinDiscount }]
    : [];
}
