import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './dates';

describe('formatOrderDate', () => {
  it('given a backend date-time, it shows US English with a short month', () => {
    expect(formatOrderDate('2026-01-05T23:59:00')).toBe('Jan 5, 2026');
    expect(formatOrderDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatOrderDate('2026-09-10T00:30:00+02:00')).toBe('Sep 10, 2026');
  });

  it('given a Date, it reads the UTC calendar day', () => {
    expect(formatOrderDate(new Date(Date.UTC(2026, 4, 1, 23)))).toBe('May 1, 2026');
  });

  it('given unreadable input, it returns it as received', () => {
    expect(formatOrderDate('yesterday')).toBe('yesterday');
    expect(formatOrderDate('2026-13-01')).toBe('2026-13-01');
    expect(formatOrderDate('2026-02-00')).toBe('2026-02-00');
    expect(formatOrderDate(null)).toBe('');
    expect(formatOrderDate(new Date(Number.NaN))).toBe('');
  });
});
