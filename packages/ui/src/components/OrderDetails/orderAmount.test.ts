import { describe, expect, it } from 'vitest';
import { formatOrderAmount } from './orderAmount';

describe('formatOrderAmount', () => {
  it('given a number, it shows euros with two decimals', () => {
    expect(formatOrderAmount(1234.5)).toBe('€1,234.50');
  });

  it('given a bare numeric string, it shows euros', () => {
    expect(formatOrderAmount('1,045.00')).toBe('€1,045.00');
  });

  it('given a string with a currency, it shows it as received', () => {
    expect(formatOrderAmount('$45.00')).toBe('$45.00');
    expect(formatOrderAmount('€45.00')).toBe('€45.00');
  });

  it('given nothing, it shows nothing', () => {
    expect(formatOrderAmount(null)).toBe('');
  });
});
