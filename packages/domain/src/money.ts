/**
 * Rounds half away from zero to 2 decimals, reading the number as its shortest decimal form so
 * that `1.005` gives `1.01` (plain `Math.round(n * 100) / 100` gives `1`).
 *
 * @param n - any number; non-finite input gives 0 because money is never NaN or infinite
 * @returns the amount rounded to cents
 */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const abs = Math.abs(n);
  // Beyond 2^53 / 100 a double holds no cents, so there is nothing left to round.
  if (abs >= 9e13) return n;
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  // Shifting the decimal point in the string avoids the binary error of multiplying by 100.
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  // Dividing an exact integer by 100 is correctly rounded: the nearest double to cents / 100.
  const rounded = cents / 100;
  if (rounded === 0) return 0;
  return n < 0 ? -rounded : rounded;
}

/**
 * Reads an amount as the backend answers it with `format: RAW`, or as the shop keeps it.
 *
 * @param value - a number, or a plain decimal string such as `19.99`, `-5.00` or `20`
 * @returns the amount; a missing value or any other text (a formatted price such as `€19.99`
 *   included) gives 0, because money is never NaN
 */
export function readAmount(value: string | number | null | undefined): number {
  if (typeof value === 'string' && value.trim() === '') return 0;
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  // Adding zero turns a negative zero (`-0.00`) into the zero that compares equal everywhere.
  return Number.isFinite(amount) ? amount + 0 : 0;
}

/**
 * Every amount of a raw price: one for a simple product or a variation, one per variation for a
 * variable product, whose raw price lists its variations' prices separated by commas.
 *
 * @param value - `19.99`, or `10.00, 10.00, 20.00`
 * @returns the amounts in the order given, none for a missing value; parts that are not plain
 *   decimals are left out
 */
export function readAmounts(value: string | null | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && Number.isFinite(Number(part)))
    .map(Number);
}

/**
 * Formats an amount in euros with thousands commas and two decimals.
 *
 * @param n - the amount; it is rounded with {@link round2} first
 * @returns for example `€1,234.50`, or `-€5.00` for a negative amount
 */
export function formatEuro(n: number): string {
  const amount = round2(n);
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}€${grouped}.${fraction}`;
}
