import type { Summary } from './stats';

/**
 * A median with its spread for a table cell: `97 (95–98)`, or the value alone for one run.
 *
 * @param summary - the measurements' summary
 * @param digits - decimals shown
 * @param scale - divisor applied first (1000 for KB)
 * @returns the cell text
 */
export function spread(summary: Summary, digits = 0, scale = 1): string {
  const show = (value: number) => (value / scale).toFixed(digits);
  if (summary.n === 1 || summary.min === summary.max) return show(summary.median);
  return `${show(summary.median)} (${show(summary.min)}–${show(summary.max)})`;
}

/**
 * Bytes as KB (1,000 bytes) with one decimal.
 *
 * @param bytes - the byte count
 * @returns e.g. `129.4`
 */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * A Markdown table.
 *
 * @param header - the column titles
 * @param rows - the cells, row by row
 * @returns the table's lines
 */
export function table(header: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}
