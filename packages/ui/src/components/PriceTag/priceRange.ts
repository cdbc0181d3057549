/** The prices of a variable product: its lowest and, when known, its highest variation price. */
export interface PriceRange {
  min: number;
  max?: number | null;
}

const AMOUNT = /\d+(?:\.\d+)?/g;

/**
 * The lowest price of a range, for a "From €89.00" label.
 * @param range - `{ min, max }`, `{ min }` alone, or the backend's range string such as
 *   `€89.00 - €149.00` (thousands commas, HTML tags and entities are ignored)
 * @returns the lowest price when the range spans more than one price (or only its minimum is
 *   known), otherwise null so a single price shows as a plain price
 */
export function rangeMinimum(range: PriceRange | string | null | undefined): number | null {
  if (range == null) return null;
  if (typeof range === 'string') {
    const text = range
      .replace(/<[^>]*>/g, '')
      .replace(/&[#\w]+;/g, '')
      .replace(/,/g, '');
    const amounts = (text.match(AMOUNT) ?? []).map(Number);
    if (amounts.length < 2) return null;
    const min = Math.min(...amounts);
    return min < Math.max(...amounts) ? min : null;
  }
  if (!Number.isFinite(range.min)) return null;
  if (range.max == null || range.max > range.min) return range.min;
  return null;
}
