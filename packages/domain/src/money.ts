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

const NUMBER_TOKEN = /\d+(?:\.\d*)?|\.\d+/;

/**
 * Reads a price from what the backend or a stored cart holds.
 *
 * @param input - a number, or a price string such as `€1,234.50`, `&euro;45.00` or a range
 *   `€45.00 - €90.00`
 * @returns the amount (the lower bound of a range); unparseable input gives 0
 * @remarks Thousands commas, spaces, currency symbols, HTML tags and entities are ignored; a
 *   minus sign before the first digit keeps the amount negative.
 */
export function parsePrice(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const text = input
    .replace(/<[^>]*>/g, '')
    .replace(/&[#\w]+;/g, '')
    .replace(/[,\s]/g, '');
  const match = NUMBER_TOKEN.exec(text);
  if (!match) return 0;
  const amount = Number(match[0]);
  if (!Number.isFinite(amount)) return 0;
  const negative = text.slice(0, match.index).includes('-');
  return negative && amount !== 0 ? -amount : amount;
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
