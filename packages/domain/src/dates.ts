const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Formats an order date as US English with a short month, `Jan 5, 2026`.
 *
 * @param input - an ISO date or date-time string as the backend sends it, or a Date
 * @returns the formatted date; unreadable input is returned as received
 * @remarks A string's calendar date is used as written, without time-zone conversion, so the
 *   server and every browser show the same day; a Date is read in UTC.
 */
export function formatOrderDate(input: string | Date | null | undefined): string {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return '';
    return `${SHORT_MONTHS[input.getUTCMonth()]} ${input.getUTCDate()}, ${input.getUTCFullYear()}`;
  }
  const text = input ?? '';
  const match = CALENDAR_DATE.exec(text);
  const month = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return text;
  return `${month} ${day}, ${match[1]}`;
}
