import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryName,
  isSupportedCountry,
  isValidPostcode,
  POSTCODE_PATTERNS,
  resolveCountry,
  SUPPORTED_COUNTRIES,
} from './countries';

const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ['1010'], invalid: ['101', '10100', 'A010'] },
  BE: { valid: ['1000'], invalid: ['100', '1000A'] },
  BG: { valid: ['1000'], invalid: ['10000'] },
  CY: { valid: ['2001'], invalid: ['200'] },
  DK: { valid: ['2100'], invalid: ['DK-2100'] },
  HU: { valid: ['1051'], invalid: ['10511'] },
  LU: { valid: ['1111'], invalid: ['L-1111'] },
  NO: { valid: ['0150'], invalid: ['015'] },
  SI: { valid: ['1000'], invalid: ['SI-1000'] },
  HR: { valid: ['10000'], invalid: ['1000'] },
  EE: { valid: ['10111'], invalid: ['1011'] },
  FI: { valid: ['00100'], invalid: ['0010'] },
  FR: { valid: ['75001'], invalid: ['7500', '750011'] },
  DE: { valid: ['10115'], invalid: ['1011', 'D-10115'] },
  IT: { valid: ['00184'], invalid: ['0018'] },
  ES: { valid: ['28001'], invalid: ['2800'] },
  CZ: { valid: ['110 00', '11000'], invalid: ['110  00', '1100'] },
  SK: { valid: ['811 01', '81101'], invalid: ['811-01'] },
  SE: { valid: ['114 55', '11455'], invalid: ['1145'] },
  GR: { valid: ['105 57', '10557'], invalid: ['1055'] },
  IE: { valid: ['D02 X285', 'a65f4e2', 'D6 1234'], invalid: ['02 X285', 'D02 X2855'] },
  LV: { valid: ['LV-1050', 'lv-1050'], invalid: ['1050', 'LV1050', 'LV-105'] },
  LT: { valid: ['LT-01100', 'lt-01100'], invalid: ['01100', 'LT-0110'] },
  MT: { valid: ['VLT 1117', 'vlt1117', 'MS 12'], invalid: ['V 1117', 'VLT 11177', '1117'] },
  NL: { valid: ['1012 AB', '1012ab'], invalid: ['1012', '1012 A', 'AB 1012'] },
  PL: { valid: ['00-950'], invalid: ['00950', '00-95'] },
  PT: { valid: ['1000-001'], invalid: ['1000001', '1000-01'] },
  RO: { valid: ['010011'], invalid: ['01001', '0100111'] },
  GB: {
    valid: [
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'EC1A 1BB',
      'GIR 0AA',
    ],
    invalid: ['SW1A', '12345', 'SW1A 1A', 'Q1A 1AA1'],
  },
};

describe('SUPPORTED_COUNTRIES', () => {
  it('given the supported countries, it lists 29 with names and unique codes', () => {
    expect(SUPPORTED_COUNTRIES).toHaveLength(29);
    expect(new Set(SUPPORTED_COUNTRIES.map((c) => c.code)).size).toBe(29);
    for (const country of SUPPORTED_COUNTRIES) expect(country.name.length).toBeGreaterThan(2);
  });

  it('given Norway and the United Kingdom, both are supported besides the EU', () => {
    expect(countryName('no')).toBe('Norway');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US')).toBeUndefined();
    expect(countryName(null)).toBeUndefined();
  });

  it('given every supported country, each has a postcode pattern', () => {
    expect(Object.keys(POSTCODE_PATTERNS).sort()).toEqual(
      SUPPORTED_COUNTRIES.map((c) => c.code).sort(),
    );
  });
});

describe('resolveCountry and isSupportedCountry', () => {
  it('given a supported code in any case, it keeps it', () => {
    expect(resolveCountry(' fr ')).toBe('FR');
    expect(isSupportedCountry('de')).toBe(true);
  });

  it('given nothing or an unsupported code, it defaults to GB', () => {
    expect(resolveCountry(undefined)).toBe('GB');
    expect(resolveCountry('US')).toBe('GB');
    expect(isSupportedCountry('CA')).toBe(false);
  });
});

describe('isValidPostcode', () => {
  for (const [code, { valid, invalid }] of Object.entries(EXAMPLES)) {
    it(`given ${code}, it accepts ${valid.join(', ')} and rejects ${invalid.join(', ')}`, () => {
      for (const postcode of valid) expect(isValidPostcode(code, postcode)).toBe(true);
      for (const postcode of invalid) expect(isValidPostcode(code, postcode)).toBe(false);
    });
  }

  it('given examples, every supported country is covered by the table above', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(SUPPORTED_COUNTRIES.map((c) => c.code).sort());
  });

  it('given surrounding spaces and a lower-case country code, it trims and matches', () => {
    expect(isValidPostcode('nl', '  1012 ab  ')).toBe(true);
  });

  it('given an empty postcode, it rejects it for every country', () => {
    expect(isValidPostcode('GB', '   ')).toBe(false);
    expect(isValidPostcode('US', '')).toBe(false);
    expect(isValidPostcode('GB', null)).toBe(false);
  });

  it('given a country without a pattern, it accepts any non-empty value', () => {
    expect(isValidPostcode('US', '90210')).toBe(true);
    expect(isValidPostcode(undefined, 'anything')).toBe(true);
  });
});

describe('isValidPostcode properties', () => {
  it('property: any postcode written in its country pattern is accepted, padded and lower-cased', () => {
    for (const [code, pattern] of Object.entries(POSTCODE_PATTERNS)) {
      fc.assert(
        fc.property(fc.stringMatching(pattern), (postcode) => {
          expect(isValidPostcode(code.toLowerCase(), ` ${postcode.toLowerCase()} `)).toBe(true);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('property: for digit-only countries, only digit strings of the right length pass', () => {
    const lengths: Record<string, number> = { AT: 4, NO: 4, DE: 5, FR: 5, RO: 6 };
    for (const [code, length] of Object.entries(lengths)) {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{0,9}$/), (digits) => {
          expect(isValidPostcode(code, digits)).toBe(digits.length === length);
        }),
        { numRuns: 100 },
      );
    }
  });
});
