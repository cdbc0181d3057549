import { formatOrderDate } from '@peptide/domain';

const TIME = /T(\d{2}):(\d{2})/;

/**
 * The time of day of a post, read from its ISO string as written (no time-zone shift, so the
 * server and the browser agree).
 *
 * @param iso - the post date, for example `2026-03-14T09:05:00`
 * @returns `9:05 AM`, or empty when the string has no time
 */
export function postTime(iso: string | null | undefined): string {
  const match = TIME.exec(iso ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/**
 * A post's date and time for display.
 *
 * @param iso - the post date
 * @returns `Mar 14, 2026 · 9:05 AM`, or the date alone when there is no time
 */
export function postDateTime(iso: string | null | undefined): string {
  const date = formatOrderDate(iso);
  const time = postTime(iso);
  return time ? `${date} · ${time}` : date;
}
