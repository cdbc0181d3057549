import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH } from './field-limits';
import { isValidPhone } from './phone';
import { formatPhone } from './phone-format';

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

describe('formatPhone', () => {
  it('given a German number and Germany, it formats it the German way, not as a US number', () => {
    expect(formatPhone('030123456789', 'DE')).toBe('030 123456789');
    expect(formatPhone('01701234567', 'DE')).toBe('0170 1234567');
    expect(formatPhone('+4930123456', 'DE')).toBe('+49 30 123456');
  });

  it('given a French number and France, it groups the digits in pairs', () => {
    expect(formatPhone('0612345678', 'FR')).toBe('06 12 34 56 78');
  });

  it('given a US number and the US, it formats (301) 234-5678', () => {
    expect(formatPhone('3012345678', 'US')).toBe('(301) 234-5678');
  });

  it('given a British number and the UK, it formats it the British way', () => {
    expect(formatPhone('02079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('07911123456', 'GB')).toBe('07911 123456');
  });

  it('given a number typed with its + prefix, it formats by that country whatever is chosen', () => {
    expect(formatPhone('+33612345678', 'DE')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+4930123456', null)).toBe('+49 30 123456');
  });

  it('given partial input, it formats as far as it goes and keeps every digit', () => {
    expect(formatPhone('030', 'DE')).toBe('030');
    expect(formatPhone('061', 'FR')).toBe('06 1');
  });

  it('given no digits, it gives an empty string', () => {
    expect(formatPhone('abc', 'DE')).toBe('');
    expect(formatPhone(null, 'DE')).toBe('');
  });

  it('property: formatting keeps the digits, is idempotent, and fits the phone field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DE', 'FR', 'US', 'GB', 'AT', 'NL', 'IT', 'ES', 'PL', 'SE'),
        fc.stringMatching(/^\+?\d{0,15}$/),
        (country, typed) => {
          const formatted = formatPhone(typed, country);
          expect(formatted.replace(/\D/g, '')).toBe(typed.replace(/\D/g, ''));
          expect(formatPhone(formatted, country)).toBe(formatted);
          expect(formatted.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
        },
      ),
    );
  });
});
