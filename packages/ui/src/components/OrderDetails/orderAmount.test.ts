import { describe, expect, it } from 'vitest';
import { formatOrderAmount } from './orderAmount';

describe('formatOrderAmount', () => {
  it('given an amount, it shows euros with two decimals', () => {
    expect(formatOrderAmount(1234.5)).toBe('€1,234.50');
    expect(formatOrderAmount(0)).toBe('€0.00');
  });

  it('given nothing, it shows nothing', () => {
    expect(formatOrderAmount(null)).toBe('');
    expect(formatOrderAmount(undefined)).toBe('');
  });
});
