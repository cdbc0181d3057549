import { formatEuro } from '@peptide/domain';

/**
 * How an order amount is shown.
 *
 * @param value - the amount in euros, or nothing when the backend sent none
 * @returns the amount formatted in euros (`€1,234.50`); empty for a missing value
 */
export function formatOrderAmount(value: number | null | undefined): string {
  return value == null ? '' : formatEuro(value);
}
