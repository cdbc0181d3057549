import { describe, expect, it } from 'vitest';
import { chooseShippingMethod } from './shipping-methods';

describe('chooseShippingMethod', () => {
  const methods = [{ id: 'flat_rate:3' }, { id: 'free_shipping:2' }];

  it('given an available choice, it keeps it', () => {
    expect(chooseShippingMethod(methods, 'free_shipping:2')).toBe('free_shipping:2');
  });

  it('given no choice or one no longer offered, it takes the first available', () => {
    expect(chooseShippingMethod(methods)).toBe('flat_rate:3');
    expect(chooseShippingMethod(methods, 'gone:9')).toBe('flat_rate:3');
  });

  it('given no methods yet, it keeps the choice or starts with the flat rate 1', () => {
    expect(chooseShippingMethod([], 'flat_rate:3')).toBe('flat_rate:3');
    expect(chooseShippingMethod([])).toBe('flat_rate:1');
  });
});
