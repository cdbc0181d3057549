import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro, parsePrice, round2 } from './money';

describe('parsePrice', () => {
  it('given a euro string with thousands commas, it reads the amount', () => {
    expect(parsePrice('€1,234.50')).toBe(1234.5);
  });

  it('given a range, it returns the lower bound', () => {
    expect(parsePrice('€45.00 - €90.00')).toBe(45);
    expect(parsePrice('45.00-90.00')).toBe(45);
  });

  it('given HTML entities and tags around the amount, it ignores them', () => {
    expect(parsePrice('&euro;45.00')).toBe(45);
    expect(parsePrice('&#8364;12.30')).toBe(12.3);
    expect(parsePrice('<span class="amount">€ 1 234.99</span>')).toBe(1234.99);
  });

  it('given a number, it returns it unchanged', () => {
    expect(parsePrice(19.99)).toBe(19.99);
    expect(parsePrice(0)).toBe(0);
  });

  it('given a minus before the first digit, it keeps the sign', () => {
    expect(parsePrice('-€5.00')).toBe(-5);
    expect(parsePrice('-0')).toBe(0);
  });

  it('given a leading decimal point, it reads the fraction', () => {
    expect(parsePrice('.5')).toBe(0.5);
  });

  it('given nothing parseable, it returns 0', () => {
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('free')).toBe(0);
    expect(parsePrice(null)).toBe(0);
    expect(parsePrice(undefined)).toBe(0);
    expect(parsePrice(Number.NaN)).toBe(0);
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parsePrice('9'.repeat(400))).toBe(0);
  });
});

describe('round2', () => {
  it('given a half cent, it rounds away from zero without float drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1.255)).toBe(1.26);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.285)).toBe(0.29);
    expect(round2(10.075)).toBe(10.08);
  });

  it('given an amount below half a cent, it gives 0 and never -0', () => {
    expect(round2(0.004)).toBe(0);
    expect(Object.is(round2(-0.004), 0)).toBe(true);
    expect(round2(1e-9)).toBe(0);
  });

  it('given a product with binary error, it gives the cent amount', () => {
    expect(round2(19.99 * 3)).toBe(59.97);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('given a non-finite number, it gives 0', () => {
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('given an amount too large to hold cents, it returns it unchanged', () => {
    expect(round2(1e20)).toBe(1e20);
  });

  it('property: a decimal written with a trailing 5 in the third place rounds away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const halfUp = Number(`${cents}5e-3`);
        expect(round2(halfUp)).toBe((cents + 1) / 100);
        expect(round2(-halfUp)).toBe(-(cents + 1) / 100);
      }),
    );
  });

  it('property: rounding is idempotent, symmetric and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const r = round2(n);
        expect(round2(r)).toBe(r);
        expect(round2(-n)).toBe(r === 0 ? 0 : -r);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('property: exact cent amounts are unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(round2(cents / 100)).toBe(cents / 100);
      }),
    );
  });
});

describe('formatEuro', () => {
  it('given an amount over a thousand, it groups thousands and shows two decimals', () => {
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatEuro(1234567.891)).toBe('€1,234,567.89');
  });

  it('given small and whole amounts, it pads to cents', () => {
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(15)).toBe('€15.00');
    expect(formatEuro(999.999)).toBe('€1,000.00');
  });

  it('given a negative amount, it puts the sign before the symbol', () => {
    expect(formatEuro(-5)).toBe('-€5.00');
    expect(formatEuro(-0.001)).toBe('€0.00');
  });

  it('property: the formatted amount parses back to the rounded amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) => {
        expect(parsePrice(formatEuro(n))).toBe(round2(n));
      }),
    );
  });
});
