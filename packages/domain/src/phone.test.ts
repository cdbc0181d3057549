import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneMask, isValidPhone } from './phone';

describe('isValidPhone', () => {
  it('given 9 digits or more, it accepts the phone', () => {
    expect(isValidPhone('123456789')).toBe(true);
    expect(isValidPhone('(123) 456-7890')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
  });

  it('given fewer than 9 digits or nothing, it rejects the phone', () => {
    expect(isValidPhone('12345678')).toBe(false);
    expect(isValidPhone('(123) 456-78')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('formatPhoneMask', () => {
  it('given ten digits, it masks them as (123) 456-7890', () => {
    expect(formatPhoneMask('1234567890')).toBe('(123) 456-7890');
  });

  it('given partial input, it masks as far as it goes', () => {
    expect(formatPhoneMask('1')).toBe('(1');
    expect(formatPhoneMask('123')).toBe('(123');
    expect(formatPhoneMask('1234')).toBe('(123) 4');
    expect(formatPhoneMask('123456')).toBe('(123) 456');
    expect(formatPhoneMask('1234567')).toBe('(123) 456-7');
  });

  it('given more than ten digits or other characters, it keeps the first ten digits', () => {
    expect(formatPhoneMask('+1 (234) 567-89012')).toBe('(123) 456-7890');
  });

  it('given no digits, it gives an empty string', () => {
    expect(formatPhoneMask('abc')).toBe('');
    expect(formatPhoneMask(null)).toBe('');
  });

  it('property: the mask is idempotent and never longer than 14 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d ()+-]{0,20}$/)), (input) => {
        const masked = formatPhoneMask(input);
        expect(masked.length).toBeLessThanOrEqual(14);
        expect(formatPhoneMask(masked)).toBe(masked);
      }),
    );
  });
});
