/** The median and spread of repeated measurements. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  /** How many values were measured. */
  n: number;
}

/**
 * Summarises repeated measurements.
 *
 * @param values - the measurements (at least one)
 * @returns median (mean of the middle two for an even count), min, max and count
 */
export function summarise(values: number[]): Summary {
  if (values.length === 0) throw new Error('nothing to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return {
    median,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    n: sorted.length,
  };
}

/**
 * Rounds for the report, so the JSON does not carry noise digits.
 *
 * @param value - the number
 * @param digits - decimals to keep
 * @returns the rounded number
 */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
