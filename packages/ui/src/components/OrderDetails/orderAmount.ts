import { formatEuro } from '@peptide/domain';

// A plain number, possibly with thousands commas: anything else is already a display string.
const BARE_NUMBER = /^-?[\d,]*\.?\d+$/;

/**
 * How an order amount is shown.
 *
 * @param value - a number, or the string the backend sent (`€45.00`, `$45.00` or `45.00`)
 * @returns numbers and bare numeric strings in euros; strings with a currency as received
 *   (order pages may show the backend's own symbol); empty for a missing value
 */
export function formatOrderAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatEuro(value);
  const text = value.trim();
  return BARE_NUMBER.test(text) ? formatEuro(Number(text.replace(/,/g, ''))) : text;
}
