import { describe, expect, it } from 'vitest';
import { rangeMinimum } from './priceRange';

describe('rangeMinimum', () => {
  it('given a min and a higher max, it returns the min', () => {
    expect(rangeMinimum({ min: 89, max: 159 })).toBe(89);
  });

  it('given only a min, it returns the min', () => {
    expect(rangeMinimum({ min: 89 })).toBe(89);
  });

  it('given a min equal to the max, there is no range', () => {
    expect(rangeMinimum({ min: 89, max: 89 })).toBeNull();
  });

  it('given the backend range string, it returns the lower price', () => {
    expect(rangeMinimum('€89.00 - €149.00')).toBe(89);
  });

  it('given a range string with thousands and entities, it reads the amounts', () => {
    expect(rangeMinimum('&euro;1,089.50&nbsp;-&nbsp;&euro;2,149.00')).toBe(1089.5);
  });

  it('given a string holding one price, there is no range', () => {
    expect(rangeMinimum('€89.00')).toBeNull();
  });

  it('given a string holding the same price twice, there is no range', () => {
    expect(rangeMinimum('€89.00 - €89.00')).toBeNull();
  });

  it('given nothing, there is no range', () => {
    expect(rangeMinimum(null)).toBeNull();
    expect(rangeMinimum(undefined)).toBeNull();
  });
});
